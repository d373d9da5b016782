import { ComingSoon } from '../components/ui/coming-soon';
import { StandardPage } from '../components/ui/standard-page';
import type { PageProps } from './page-props';

export default function DashboardSearchPage({ match }: PageProps) {
  return (
    <StandardPage
      title={match.route.title}
      lead="Search the questions members have asked and the answers they got."
    >
      <ComingSoon />
    </StandardPage>
  );
}
