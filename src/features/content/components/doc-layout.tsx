import type { ReactNode } from 'react';
import { PageHead } from '../../../components/ui/page-head';
import { PageHeading } from '../../../components/ui/page-heading';

interface DocLayoutProps {
  title: string;
  description: string;
  /** One line under the heading saying what the page covers. */
  lead?: ReactNode;
  /** Above the heading: breadcrumbs, structured data. */
  top?: ReactNode;
  /** Under the lead, before the text: dates, bylines, the phone's contents disclosure. */
  meta?: ReactNode;
  /** The wide screen's side column, usually the sticky contents list. */
  aside?: ReactNode;
  children: ReactNode;
}

/**
 * A long read (guide or article): the heading, lead and text in one column at a comfortable
 * measure, and on a wide screen a sticky column beside it. On a phone the column stacks, and the
 * heading, the one-line lead and the start of the text share the first screen.
 */
export function DocLayout({ title, description, lead, top, meta, aside, children }: DocLayoutProps) {
  return (
    <article className="page doc">
      <PageHead title={title} description={description} />
      {top}
      <div className="doc__grid">
        <div className="doc__main">
          <PageHeading>{title}</PageHeading>
          {lead && <p className="page__lead doc__lead">{lead}</p>}
          {meta}
          {children}
        </div>
        {aside && <div className="doc__side">{aside}</div>}
      </div>
    </article>
  );
}
