import { ComingSoon } from '../components/ui/coming-soon';
import { StandardPage } from '../components/ui/standard-page';
import type { PageProps } from './page-props';

export default function InfoPage({ match }: PageProps) {
  return (
    <StandardPage title={match.route.title} lead="Our licences, the states we serve, and how we are paid.">
      <ComingSoon />
    </StandardPage>
  );
}
