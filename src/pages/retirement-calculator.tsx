import { ComingSoon } from '../components/ui/coming-soon';
import { StandardPage } from '../components/ui/standard-page';
import type { PageProps } from './page-props';

export default function RetirementCalculatorPage({ match }: PageProps) {
  return (
    <StandardPage title={match.route.title} lead="Estimate how much you may need to save for retirement.">
      <ComingSoon />
    </StandardPage>
  );
}
