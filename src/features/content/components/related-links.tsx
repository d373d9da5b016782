import { Link } from 'wouter';
import type { LinkRef } from '../../../shared/content-types';

/** A titled list of links to related pages; nothing at all when there are none. */
export function RelatedLinks({ title, links, id }: { title: string; links: LinkRef[]; id: string }) {
  if (links.length === 0) return null;
  return (
    <section className="related" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ul>
        {links.map((link) => (
          <li key={link.path}>
            <Link href={link.path}>{link.title}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
