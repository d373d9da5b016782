import { Link } from 'wouter';
import { StandardPage } from '../components/ui/standard-page';
import { findCategory } from '../shared/services-catalog';
import type { PageProps } from './page-props';

export default function ServiceCategoryPage({ match }: PageProps) {
  const category = findCategory(match.route.data?.category ?? '');
  if (!category) throw new Error(`Unknown service category: ${match.route.data?.category}`);
  return (
    <StandardPage title={category.title} lead={category.summary} eyebrow={<Link href="/services">Our services</Link>}>
      <h2>Services</h2>
      <ul className="link-list">
        {category.services.map((service) => (
          <li key={service.slug}>
            <Link href={`/services/${category.slug}/${service.slug}`}>{service.title}</Link>
          </li>
        ))}
      </ul>
      <p>
        <Link href={`/quote?line=${category.slug}`} className="button button--primary">
          Get a quote: {category.title}
        </Link>
      </p>
    </StandardPage>
  );
}
