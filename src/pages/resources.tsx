import { Link } from 'wouter';
import { StandardPage } from '../components/ui/standard-page';
import { resourceGuides } from '../shared/route-table';
import type { PageProps } from './page-props';

export default function ResourcesPage({ match }: PageProps) {
  return (
    <StandardPage title={match.route.title} lead="Free guides and tools from our licensed agents.">
      <ul className="link-list">
        {resourceGuides.map((guide) => (
          <li key={guide.slug}>
            <Link href={`/resources/${guide.slug}`}>{guide.title}</Link>
          </li>
        ))}
        <li>
          <Link href="/resources/retirement-calculator">Retirement Calculator</Link>
        </li>
      </ul>
    </StandardPage>
  );
}
