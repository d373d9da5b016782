import { ComingSoon } from '../components/ui/coming-soon';
import { StandardPage } from '../components/ui/standard-page';
import { titleFromSlug } from './article';
import type { PageProps } from './page-props';

export default function CategoryPage({ match }: PageProps) {
  return (
    <StandardPage title={`${match.route.title}: ${titleFromSlug(match.params.name ?? '')}`}>
      <ComingSoon />
    </StandardPage>
  );
}
