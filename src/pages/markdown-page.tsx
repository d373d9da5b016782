import { StandardPage } from '../components/ui/standard-page';
import { Breadcrumbs } from '../features/content/components/breadcrumbs';
import { MarkdownBody } from '../features/content/components/markdown-body';
import { TableOfContents } from '../features/content/components/table-of-contents';
import { usePagePayload } from '../features/content/hooks/use-page-payload';
import type { PageProps } from './page-props';

/**
 * A plain content page: a markdown file in src/content/pages with its title, lead, contents list
 * and body. Any registry entry with the key 'markdown' and a `content` file uses it, so such a page
 * needs no component of its own (docs/adding-a-page.md).
 */
export default function MarkdownPage({ match }: PageProps) {
  const page = usePagePayload(match.route.pattern, 'page');
  return (
    <StandardPage title={page.title} description={page.description} lead={page.lead ?? page.description}>
      <Breadcrumbs page={page} />
      <TableOfContents headings={page.headings} />
      <MarkdownBody html={page.html} />
    </StandardPage>
  );
}
