// The frame of the long reads: an article's and a guide's page differ only in what they add to it.
import type { ReactNode } from 'react';
import { PageHead } from '../../../components/ui/page-head';
import { PageHeading } from '../../../components/ui/page-heading';
import { config } from '../../../lib/config';
import type { Heading, LinkRef } from '../../../shared/content-types';
import { Breadcrumbs } from './breadcrumbs';
import { JsonLd } from './json-ld';
import { MarkdownBody } from './markdown-body';
import { TableOfContents } from './table-of-contents';

/** What a long read is made of: its address, title and summary, its text and that text's headings. */
export interface DocPage extends LinkRef {
  description: string;
  html: string;
  headings: Heading[];
}

interface DocLayoutProps {
  page: DocPage;
  /** The pages above it in the breadcrumb trail, outermost first. */
  parents: LinkRef[];
  /** The page's structured data for search engines, made for the site's address. */
  ld: (siteUrl: string) => Record<string, unknown>;
  /** Under the lead, before the contents disclosure: dates, bylines, the series. */
  meta?: ReactNode;
  /** The wide screen's side column, under the sticky contents list. */
  aside?: ReactNode;
  /** After the text: what the page adds to it (glossary, topics, related links). */
  children?: ReactNode;
}

/**
 * A long read (guide or article): the heading, the summary as lead and the text in one column at a
 * comfortable measure, and on a wide screen a sticky contents column beside it. On a phone the column
 * stacks, and the heading, the one-line lead and the start of the text share the first screen.
 */
export function DocLayout({ page, parents, ld, meta, aside, children }: DocLayoutProps) {
  return (
    <article className="page doc">
      <PageHead title={page.title} description={page.description} />
      <Breadcrumbs page={page} parents={parents} />
      <JsonLd data={ld(config.siteUrl)} />
      <div className="doc__grid">
        <div className="doc__main">
          <PageHeading>{page.title}</PageHeading>
          {page.description && <p className="page__lead doc__lead">{page.description}</p>}
          {meta}
          <TableOfContents headings={page.headings} show="disclosure" />
          <MarkdownBody html={page.html} />
          {children}
        </div>
        <div className="doc__side">
          <TableOfContents headings={page.headings} show="column" />
          {aside}
        </div>
      </div>
    </article>
  );
}
