import Phone from 'lucide-react/icons/phone';
import { Link } from 'wouter';
import { LineIllustration } from '../components/ui/illustrations/line-illustration';
import { StandardPage } from '../components/ui/standard-page';
import { AtAGlance } from '../features/content/components/at-a-glance';
import { Breadcrumbs } from '../features/content/components/breadcrumbs';
import { FaqList } from '../features/content/components/faq-list';
import { JsonLd } from '../features/content/components/json-ld';
import { MarkdownBody } from '../features/content/components/markdown-body';
import { RelatedLinks } from '../features/content/components/related-links';
import { usePagePayload } from '../features/content/hooks/use-page-payload';
import { config } from '../lib/config';
import { agency } from '../shared/agency';
import { serviceLd } from '../shared/structured-data';
import type { PageProps } from './page-props';
import '../features/content/styles/services-guides.css';

export default function ServicePage({ match }: PageProps) {
  const page = usePagePayload(match.route.pattern, 'service');
  const quoteHref = `/quote?line=${encodeURIComponent(page.category.slug)}&service=${encodeURIComponent(page.serviceSlug)}`;
  // The service's display name as written ("Medicare Plans", "IRAs"), never lower-cased.
  const quote = (
    <Link href={quoteHref} className="button">
      Get a quote for {page.title}
    </Link>
  );
  return (
    <StandardPage
      title={page.title}
      description={page.description}
      lead={page.summary}
      crumbs={<Breadcrumbs page={page} parents={[{ path: '/services', title: 'Services' }, page.category]} />}
      media={<LineIllustration line={page.category.slug} />}
      actions={<p>{quote}</p>}
    >
      <JsonLd data={serviceLd(page, config.siteUrl)} />
      <div className="service-layout">
        <div className="service-layout__body">
          {page.glance && <AtAGlance glance={page.glance} />}
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
        </div>
        {/* Beside the text on wide screens (and sticky), after it on a phone. */}
        <aside className="service-layout__aside card" aria-label="Get a quote">
          <p>Ready to compare prices? A licensed agent prepares your quote, with no obligation.</p>
          <p>{quote}</p>
          <p className="service-layout__call">
            <Phone className="icon" aria-hidden="true" focusable="false" />
            <span>
              Or call <a href={`tel:${agency.phoneE164}`}>{agency.phone}</a> (TTY {agency.tty})
            </span>
          </p>
        </aside>
      </div>
    </StandardPage>
  );
}
