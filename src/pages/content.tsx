import { ComingSoon } from '../components/ui/coming-soon';
import { StandardPage } from '../components/ui/standard-page';
import type { PageProps } from './page-props';

export default function ContentPage({ match }: PageProps) {
  return (
    <StandardPage title={match.route.title} lead="All our guides, articles and series in one place.">
      <ComingSoon />
    </StandardPage>
  );
}
