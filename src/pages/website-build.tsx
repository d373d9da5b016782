import { ComingSoon } from '../components/ui/coming-soon';
import { StandardPage } from '../components/ui/standard-page';
import type { PageProps } from './page-props';

export default function WebsiteBuildPage({ match }: PageProps) {
  return (
    <StandardPage
      title={match.route.title}
      lead="Get started with a website for your agency or small business."
    >
      <ComingSoon />
    </StandardPage>
  );
}
