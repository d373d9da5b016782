import { ComingSoon } from '../components/ui/coming-soon';
import { StandardPage } from '../components/ui/standard-page';
import type { PageProps } from './page-props';

export default function RetirementPage({ match }: PageProps) {
  return (
    <StandardPage title={match.route.title} lead="Plan the income, savings and care you will need in the years after work.">
      <ComingSoon />
    </StandardPage>
  );
}
