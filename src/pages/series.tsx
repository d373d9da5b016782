import { Link } from 'wouter';
import { ComingSoon } from '../components/ui/coming-soon';
import { StandardPage } from '../components/ui/standard-page';
import { titleFromSlug } from './article';
import type { PageProps } from './page-props';

/** Rendered without a layout (spec), so it carries its own way back. */
export default function SeriesPage({ match }: PageProps) {
  return (
    <StandardPage
      title={`${match.route.title}: ${titleFromSlug(match.params.name ?? '')}`}
      eyebrow={<Link href="/series">All series</Link>}
    >
      <ComingSoon />
    </StandardPage>
  );
}
