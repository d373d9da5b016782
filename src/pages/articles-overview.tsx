import { ComingSoon } from '../components/ui/coming-soon';
import { StandardPage } from '../components/ui/standard-page';
import type { PageProps } from './page-props';

export default function ArticlesOverviewPage({ match }: PageProps) {
  return (
    <StandardPage title={match.route.title} lead="Plain-language articles on insurance, Medicare and retirement money.">
      <ComingSoon />
    </StandardPage>
  );
}
