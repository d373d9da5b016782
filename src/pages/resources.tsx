import { StandardPage } from '../components/ui/standard-page';
import { LinkCards } from '../features/content/components/link-cards';
import { MarkdownBody } from '../features/content/components/markdown-body';
import { usePagePayload } from '../features/content/hooks/use-page-payload';
import type { PageProps } from './page-props';

const calculator = {
  path: '/resources/retirement-calculator',
  title: 'Retirement Calculator',
  summary:
    'A quick estimate of how your savings, monthly contributions and Social Security might add up by the age you choose to retire.',
};

/** /resources: a card for each free guide and the retirement calculator, then the page's own text. */
export default function ResourcesPage({ match }: PageProps) {
  const page = usePagePayload(match.route.pattern, 'resources');
  const cards = [...page.guides.map((guide) => ({ ...guide, summary: guide.description })), calculator];
  return (
    <StandardPage title={page.title} description={page.description} lead={page.description}>
      <section aria-labelledby="resource-cards">
        <h2 id="resource-cards">Guides and tools</h2>
        <LinkCards cards={cards} level={3} />
      </section>
      <MarkdownBody html={page.html} />
    </StandardPage>
  );
}
