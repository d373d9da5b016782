import { ComingSoon } from '../components/ui/coming-soon';
import { StandardPage } from '../components/ui/standard-page';
import type { PageProps } from './page-props';

export default function PrivacyPage({ match }: PageProps) {
  return (
    <StandardPage title={match.route.title} lead="What we collect, why, and the choices you have.">
      <ComingSoon />
    </StandardPage>
  );
}
