import { ComingSoon } from '../components/ui/coming-soon';
import { StandardPage } from '../components/ui/standard-page';
import type { PageProps } from './page-props';

export default function QuotePage({ match }: PageProps) {
  return (
    <StandardPage title={match.route.title} lead="Tell us what you need cover for and an agent will send you a quote.">
      <ComingSoon />
    </StandardPage>
  );
}
