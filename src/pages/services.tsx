import { Link } from 'wouter';
import { StandardPage } from '../components/ui/standard-page';
import { serviceCategories } from '../shared/services-catalog';
import type { PageProps } from './page-props';

export default function ServicesPage({ match }: PageProps) {
  return (
    <StandardPage title={match.route.title} lead="Six lines of cover, each explained by a licensed agent who works for you, not for one insurer.">
      <ul className="card-grid">
        {serviceCategories.map((category) => (
          <li key={category.slug} className="card">
            <h2>
              <Link href={`/services/${category.slug}`}>{category.title}</Link>
            </h2>
            <p>{category.summary}</p>
          </li>
        ))}
      </ul>
    </StandardPage>
  );
}
