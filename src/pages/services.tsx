import { Link } from 'wouter';
import { LineIllustration } from '../components/ui/illustrations/line-illustration';
import { StandardPage } from '../components/ui/standard-page';
import { MarkdownBody } from '../features/content/components/markdown-body';
import { MedicareCallout } from '../features/content/components/services/medicare-callout';
import { QuoteCall } from '../features/content/components/services/quote-call';
import { usePagePayload } from '../features/content/hooks/use-page-payload';
import type { PageProps } from './page-props';

/** /services: Medicare set apart, then the six lines of cover, each with its picture, summary and a link to every service in it. */
export default function ServicesPage({ match }: PageProps) {
  const page = usePagePayload(match.route.pattern, 'services-index');
  return (
    <StandardPage
      title={page.title}
      description={page.description}
      lead={page.description}
      actions={
        <p>
          <Link href="/quote" className="button">
            Get a free quote
          </Link>
        </p>
      }
    >
      {page.html && <MarkdownBody html={page.html} />}
      <MedicareCallout />
      <ul className="grid-auto service-lines">
        {page.categories.map((category) => (
          <li key={category.path} className="card service-line">
            <LineIllustration line={category.path.split('/').pop() ?? ''} />
            <h2 className="service-line__title">
              <Link href={category.path}>{category.title}</Link>
            </h2>
            <p>{category.summary}</p>
            <ul className="service-line__services">
              {category.services.map((service) => (
                <li key={service.path}>
                  <Link href={service.path}>{service.title}</Link>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      <QuoteCall href="/quote" label="Get a free quote">
        Not sure which cover you need? Tell us a little about yourself and a licensed agent will compare
        insurers for you, with no obligation.
      </QuoteCall>
    </StandardPage>
  );
}
