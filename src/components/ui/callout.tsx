import type { ReactNode } from 'react';

interface CalloutProps {
  tone?: 'info' | 'warning';
  /** Names the callout as a landmark-free note; a heading inside is optional. */
  children: ReactNode;
  className?: string;
}

/** A short note set apart from the text: info (blue rule) or warning (amber rule). */
export function Callout({ tone = 'info', children, className }: CalloutProps) {
  return (
    <div className={['callout', `callout--${tone}`, className].filter(Boolean).join(' ')}>{children}</div>
  );
}
