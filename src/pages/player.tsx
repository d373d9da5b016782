import { ComingSoon } from '../components/ui/coming-soon';
import { StandardPage } from '../components/ui/standard-page';
import type { PageProps } from './page-props';

export default function PlayerPage({ match }: PageProps) {
  return (
    <StandardPage title={match.route.title} lead="Watch and listen to our short explainer videos.">
      <ComingSoon />
    </StandardPage>
  );
}
