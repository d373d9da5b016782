import { Link } from 'wouter';
import { ComingSoon } from '../components/ui/coming-soon';
import { StandardPage } from '../components/ui/standard-page';
import { findService } from '../shared/services-catalog';
import type { PageProps } from './page-props';

export default function ServicePage({ match }: PageProps) {
  const found = findService(match.route.data?.category ?? '', match.route.data?.service ?? '');
  if (!found) throw new Error(`Unknown service: ${match.route.pattern}`);
  const { category, service } = found;
  const quoteHref = `/quote?line=${encodeURIComponent(category.slug)}&service=${encodeURIComponent(service.slug)}`;
  return (
    <StandardPage
      title={service.title}
      eyebrow={<Link href={`/services/${category.slug}`}>{category.title}</Link>}
      lead={`${service.title} is part of our ${category.title.toLowerCase()}. An agent can explain your options and compare prices from several companies.`}
    >
      <p>
        <Link href={quoteHref} className="button button--primary">
          Get a quote: {service.title}
        </Link>
      </p>
      <ComingSoon />
    </StandardPage>
  );
}
