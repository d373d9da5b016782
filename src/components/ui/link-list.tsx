// A list of in-site links, one <li> each: the footer's "More", the anonymous account menu and the
// series pages' top bar all draw their links with it. Items that are not plain links (a call line,
// a button) come after the links as children, already wrapped in their <li>.
import type { ReactNode } from 'react';
import { Link } from 'wouter';

export interface ListedLink {
  href: string;
  label: ReactNode;
  /** A class for the link itself, when one link is drawn differently. */
  className?: string;
}

export function LinkList({
  links,
  className,
  children,
}: {
  links: readonly ListedLink[];
  className: string;
  children?: ReactNode;
}) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.href}>
          <Link href={link.href} className={link.className}>
            {link.label}
          </Link>
        </li>
      ))}
      {children}
    </ul>
  );
}
