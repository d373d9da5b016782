import { ComingSoon } from '../components/ui/coming-soon';
import { StandardPage } from '../components/ui/standard-page';
import type { PageProps } from './page-props';

export default function SubscribePage({ match }: PageProps) {
  return (
    <StandardPage title={match.route.title} lead="Get our newsletter: Medicare dates, plan changes and money tips, in plain words.">
      <ComingSoon />
    </StandardPage>
  );
}
