import { Link } from 'wouter';
import { StandardPage } from '../components/ui/standard-page';
import { WebsiteBuildArea } from '../features/website-build/components/website-build-area';
import type { PageProps } from './page-props';

/** /dashboard/WebsiteBuild: the website wizard, or the member's request and its progress. */
export default function WebsiteBuildPage({ match }: PageProps) {
  return (
    <StandardPage
      title={match.route.title}
      eyebrow={<Link href="/dashboard">Dashboard</Link>}
      lead="We build websites for independent agents and small businesses. Tell us about yours in a few short steps; a member of our team then takes it from there."
    >
      <WebsiteBuildArea />
    </StandardPage>
  );
}
