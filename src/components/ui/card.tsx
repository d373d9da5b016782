import type { ReactNode } from 'react';
import { Link } from 'wouter';

interface CardProps {
  href: string;
  title: string;
  /** Heading level of the title, so the page's outline has no gaps. */
  level?: 2 | 3;
  /** A decorative picture or icon above the title. */
  media?: ReactNode;
  children?: ReactNode;
  className?: string;
}

/** A card whose whole surface is one link (the title's), with no underline until hovered. */
export function Card({ href, title, level = 3, media, children, className }: CardProps) {
  const Title = level === 2 ? 'h2' : 'h3';
  return (
    <div className={['card', className].filter(Boolean).join(' ')}>
      {media}
      <Title>
        <Link href={href}>{title}</Link>
      </Title>
      {children}
    </div>
  );
}
