import { ComingSoon } from '../components/ui/coming-soon';
import { StandardPage } from '../components/ui/standard-page';
import type { PageProps } from './page-props';

export default function CategoriesPage({ match }: PageProps) {
  return (
    <StandardPage title={match.route.title} lead="Browse our articles and guides by topic.">
      <ComingSoon />
    </StandardPage>
  );
}
