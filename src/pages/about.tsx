import { ComingSoon } from '../components/ui/coming-soon';
import { StandardPage } from '../components/ui/standard-page';
import type { PageProps } from './page-props';

export default function AboutPage({ match }: PageProps) {
  return (
    <StandardPage title={match.route.title} lead="Who we are: a local, independent agency that has helped families and businesses in New England choose cover since 2004.">
      <ComingSoon />
    </StandardPage>
  );
}
