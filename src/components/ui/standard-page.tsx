import type { ReactNode } from 'react';
import { PageHead } from './page-head';
import { PageHeading } from './page-heading';

interface StandardPageProps {
  title: string;
  /** Shown above the heading, e.g. the category of a service page. */
  eyebrow?: ReactNode;
  description?: string;
  lead?: ReactNode;
  children?: ReactNode;
}

/** Head tags, the focusable <h1> and a lead paragraph: what every simple page starts with. */
export function StandardPage({ title, eyebrow, description, lead, children }: StandardPageProps) {
  return (
    <article className="page">
      <PageHead title={title} description={description} />
      {eyebrow && <p className="page__eyebrow">{eyebrow}</p>}
      <PageHeading>{title}</PageHeading>
      {lead && <p className="page__lead">{lead}</p>}
      {children}
    </article>
  );
}
