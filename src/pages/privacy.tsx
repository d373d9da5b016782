import { StandardPage } from '../components/ui/standard-page';
import { Breadcrumbs } from '../features/content/components/breadcrumbs';
import { MarkdownBody } from '../features/content/components/markdown-body';
import { TableOfContents } from '../features/content/components/table-of-contents';
import { usePagePayload } from '../features/content/hooks/use-page-payload';
import { config } from '../lib/config';
import type { PageProps } from './page-props';

export default function PrivacyPage({ match }: PageProps) {
  const page = usePagePayload(match.route.pattern, 'page');
  return (
    <StandardPage
      title={page.title}
      description={page.description}
      lead="What we collect, why, and the choices you have."
    >
      <Breadcrumbs
        siteUrl={config.siteUrl}
        trail={[
          { path: '/', title: 'Home' },
          { path: page.path, title: page.title },
        ]}
      />
      <TableOfContents headings={page.headings} />
      <MarkdownBody html={page.html} />
    </StandardPage>
  );
}
