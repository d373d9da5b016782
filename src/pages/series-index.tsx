import { ComingSoon } from '../components/ui/coming-soon';
import { StandardPage } from '../components/ui/standard-page';
import type { PageProps } from './page-props';

export default function SeriesIndexPage({ match }: PageProps) {
  return (
    <StandardPage title={match.route.title} lead="Step-by-step article series, read in order.">
      <ComingSoon />
    </StandardPage>
  );
}
