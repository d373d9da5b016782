// The frame of the agency's own pages (about, contact): the page's heading and lead, its trail, the
// agency's structured data and its markdown, section by section, with the page's parts in between.
import type { ReactNode } from 'react';
import { StandardPage } from '../../../../components/ui/standard-page';
import { config } from '../../../../lib/config';
import type { PagePayload } from '../../../../shared/content-types';
import { agencyLd } from '../../../../shared/structured-data';
import { Breadcrumbs } from '../breadcrumbs';
import { JsonLd } from '../json-ld';
import { SectionedBody } from './sectioned-body';

interface AgencyPageProps {
  page: Extract<PagePayload, { kind: 'page' }>;
  lead: string;
  /** Placed right after the section with this heading id (see SectionedBody). */
  after: Record<string, ReactNode>;
  /** After the text: what closes the page. */
  children?: ReactNode;
}

export function AgencyPage({ page, lead, after, children }: AgencyPageProps) {
  return (
    <StandardPage title={page.title} description={page.description} lead={lead}>
      <Breadcrumbs page={page} />
      <JsonLd data={agencyLd(config.siteUrl)} />
      <SectionedBody html={page.html} after={after} />
      {children}
    </StandardPage>
  );
}
