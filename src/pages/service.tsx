import { Link } from 'wouter';
import { StandardPage } from '../components/ui/standard-page';
import { Breadcrumbs } from '../features/content/components/breadcrumbs';
import { FaqList } from '../features/content/components/faq-list';
import { JsonLd } from '../features/content/components/json-ld';
import { MarkdownBody } from '../features/content/components/markdown-body';
import { RelatedLinks } from '../features/content/components/related-links';
import { usePagePayload } from '../features/content/hooks/use-page-payload';
import { config } from '../lib/config';
import { serviceLd } from '../shared/structured-data';
import type { PageProps } from './page-props';

export default function ServicePage({ match }: PageProps) {
  const page = usePagePayload(match.route.pattern, 'service');
  const quoteHref = `/quote?line=${encodeURIComponent(page.category.slug)}&service=${encodeURIComponent(page.serviceSlug)}`;
  const quote = (
    <Link href={quoteHref} className="button button--primary">
      Get a quote for {page.title.toLowerCase()}
    </Link>
  );
  return (
    <StandardPage title={page.title} description={page.description} lead={page.summary}>
      <Breadcrumbs
        siteUrl={config.siteUrl}
        trail={[
          { path: '/services', title: 'Services' },
          page.category,
          { path: page.path, title: page.title },
        ]}
      />
      <JsonLd data={serviceLd(page, config.siteUrl)} />
      <p>{quote}</p>
      <MarkdownBody html={page.html} />
      {page.category.slug === 'retirement' && (
        <p className="call-out">
          Want to see where your savings could take you?{' '}
          <Link href="/resources/retirement-calculator">Try our retirement calculator</Link>.
        </p>
      )}
      <FaqList faqs={page.faqs} />
      <RelatedLinks id="related-guides" title="Guides that help" links={page.relatedGuides} />
      <RelatedLinks id="related-articles" title="Related articles" links={page.relatedArticles} />
      <aside className="call-out" aria-label="Get a quote">
        <p>Ready to compare prices? A licensed agent prepares your quote, with no obligation.</p>
        <p>{quote}</p>
      </aside>
    </StandardPage>
  );
}
