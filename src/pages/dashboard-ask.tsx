import { ComingSoon } from '../components/ui/coming-soon';
import { StandardPage } from '../components/ui/standard-page';
import type { PageProps } from './page-props';

export default function DashboardAskPage({ match }: PageProps) {
  return (
    <StandardPage
      title={match.route.title}
      lead="Ask our licensed agents a question; we answer within one business day."
    >
      <ComingSoon />
    </StandardPage>
  );
}
