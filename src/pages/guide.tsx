import { AtAGlance } from '../features/content/components/at-a-glance';
import { DocLayout } from '../features/content/components/doc-layout';
import { Checklist } from '../features/content/components/guides/checklist';
import { checklistStorageKey } from '../features/content/model/checklist';
import { Glossary } from '../features/content/components/guides/glossary';
import { GuideUpdated } from '../features/content/components/guides/guide-updated';
import { usePagePayload } from '../features/content/hooks/use-page-payload';
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
      page={page}
      parents={[{ path: '/resources', title: 'Resources' }]}
      ld={(siteUrl) => articleLd({ ...page, published: page.updated, updated: page.updated }, siteUrl)}
      meta={
        <>
          <GuideUpdated updated={page.updated} />
          {page.glance && <AtAGlance glance={page.glance} />}
        </>
      }
    >
      {page.terms.length > 0 && <Glossary terms={page.terms} path={page.path} />}
      {page.checklist.length > 0 && (
        <Checklist items={page.checklist} storageKey={checklistStorageKey(page.slug)} />
      )}
    </DocLayout>
  );
}
