import type { ReactNode } from 'react';
import { PageHead } from './page-head';
import { PageHeading } from './page-heading';

interface StandardPageProps {
  title: string;
  /** Shown above the heading, e.g. the category of a service page. */
  eyebrow?: ReactNode;
  description?: string;
  lead?: ReactNode;
  /** The page's next step (buttons), kept in the first screen beside the heading. */
  actions?: ReactNode;
  /** A decorative picture beside the heading on wide screens (never the largest paint). */
  media?: ReactNode;
  /** Breadcrumbs, shown above the heading. */
  crumbs?: ReactNode;
  children?: ReactNode;
}

/** Head tags, the focusable <h1> and a lead paragraph: what every simple page starts with. */
export function StandardPage({
  title,
  eyebrow,
  description,
  lead,
  actions,
  media,
  crumbs,
  children,
}: StandardPageProps) {
  const intro = (
    <>
      {eyebrow && <p className="page__eyebrow">{eyebrow}</p>}
      <PageHeading>{title}</PageHeading>
      {lead && <p className="page__lead">{lead}</p>}
      {actions}
    </>
  );
  return (
    <article className="page">
      <PageHead title={title} description={description} />
      {crumbs}
      {media ? (
        <div className="page-hero">
          <div className="page-hero__text">{intro}</div>
          <div className="page-hero__media">{media}</div>
        </div>
      ) : (
        intro
      )}
      {children}
    </article>
  );
}
