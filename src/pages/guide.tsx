import { Breadcrumbs } from '../features/content/components/breadcrumbs';
import { DocLayout } from '../features/content/components/doc-layout';
import { Checklist } from '../features/content/components/guides/checklist';
import { checklistStorageKey } from '../features/content/model/checklist';
import { Glossary } from '../features/content/components/guides/glossary';
import { GuideUpdated } from '../features/content/components/guides/guide-updated';
import { JsonLd } from '../features/content/components/json-ld';
import { MarkdownBody } from '../features/content/components/markdown-body';
import { TableOfContents } from '../features/content/components/table-of-contents';
import { usePagePayload } from '../features/content/hooks/use-page-payload';
import { config } from '../lib/config';
import { articleLd } from '../shared/structured-data';
import type { PageProps } from './page-props';

/**
 * /resources/{guide}: a long-form guide with its contents list and anchored headings. Guides with
 * terms get the A–Z glossary, guides with checklist items get the tickable checklist.
 */
export default function GuidePage({ match }: PageProps) {
  const page = usePagePayload(match.route.pattern, 'guide');
  return (
    <DocLayout
      title={page.title}
      description={page.description}
      lead={page.description}
      top={
        <>
          <Breadcrumbs page={page} parents={[{ path: '/resources', title: 'Resources' }]} />
          <JsonLd
            data={articleLd({ ...page, published: page.updated, updated: page.updated }, config.siteUrl)}
          />
        </>
      }
      meta={
        <>
          <GuideUpdated updated={page.updated} />
          <TableOfContents headings={page.headings} show="disclosure" />
        </>
      }
      aside={<TableOfContents headings={page.headings} show="column" />}
    >
      <MarkdownBody html={page.html} />
      {page.terms.length > 0 && <Glossary terms={page.terms} path={page.path} />}
      {page.checklist.length > 0 && (
        <Checklist items={page.checklist} storageKey={checklistStorageKey(page.slug)} />
      )}
    </DocLayout>
  );
}
