import { Link } from 'wouter';
import { StandardPage } from '../components/ui/standard-page';
import { WebsiteBuildArea } from '../features/website-build/components/website-build-area';
import { memberIntros } from '../shared/member-intros';
import type { PageProps } from './page-props';

/** /dashboard/WebsiteBuild: the website wizard, or the member's request and its progress. */
export default function WebsiteBuildPage({ match }: PageProps) {
  return (
    <StandardPage
      title={match.route.title}
      eyebrow={<Link href="/dashboard">Dashboard</Link>}
      lead={memberIntros.websiteBuild}
    >
      <WebsiteBuildArea />
    </StandardPage>
  );
}
