import { ComingSoon } from '../components/ui/coming-soon';
import { StandardPage } from '../components/ui/standard-page';
import type { PageProps } from './page-props';

export default function SubscribeSuccessPage({ match }: PageProps) {
  return (
    <StandardPage title={match.route.title} lead="Thank you. Your subscription is confirmed.">
      <ComingSoon />
    </StandardPage>
  );
}
