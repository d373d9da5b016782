import { ComingSoon } from '../components/ui/coming-soon';
import { StandardPage } from '../components/ui/standard-page';
import type { PageProps } from './page-props';

export default function ContactPage({ match }: PageProps) {
  return (
    <StandardPage title={match.route.title} lead="Talk to a licensed agent by phone, email or in our Portland office.">
      <ComingSoon />
    </StandardPage>
  );
}
