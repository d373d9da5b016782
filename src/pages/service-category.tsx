import { Link } from 'wouter';
import { LineIllustration } from '../components/ui/illustrations/line-illustration';
import { StandardPage } from '../components/ui/standard-page';
import { Breadcrumbs } from '../features/content/components/breadcrumbs';
import { LinkCards } from '../features/content/components/link-cards';
import { MarkdownBody } from '../features/content/components/markdown-body';
import { QuoteCall } from '../features/content/components/services/quote-call';
import { usePagePayload } from '../features/content/hooks/use-page-payload';
import type { PageProps } from './page-props';

/** /services/{line}: what the line covers, how we help, and a card for each of its services. */
export default function ServiceCategoryPage({ match }: PageProps) {
  const page = usePagePayload(match.route.pattern, 'service-category');
  const line = match.route.data?.category ?? page.path.split('/').pop() ?? '';
  const quoteHref = `/quote?line=${encodeURIComponent(line)}`;
  // The display name as the catalog writes it: "Get a quote for Auto Insurance", not "auto insurance".
  const name = page.title;
  return (
    <StandardPage
      title={page.title}
      description={page.description}
      lead={page.summary}
      crumbs={<Breadcrumbs page={page} parents={[{ path: '/services', title: 'Services' }]} />}
      media={<LineIllustration line={line} />}
      actions={
        <p>
          <Link href={quoteHref} className="button">
            Get a quote for {name}
          </Link>
        </p>
      }
    >
      <MarkdownBody html={page.html} />
      <section className="service-category__services" aria-labelledby="category-services">
        <h2 id="category-services">Our {name.toLowerCase()} services</h2>
        <LinkCards cards={page.services} level={3} />
      </section>
      <QuoteCall href={quoteHref} label={`Get a quote for ${name}`}>
        A licensed agent compares plans from several insurers and prepares your quote, with no obligation.
      </QuoteCall>
    </StandardPage>
  );
}
