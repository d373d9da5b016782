import { Link } from 'wouter';
import { StandardPage } from '../components/ui/standard-page';
import { useDraftOwner } from '../features/auth/state/session';
import { AskForm } from '../features/questions/components/ask-form';
import { memberIntros } from '../shared/member-intros';
import type { PageProps } from './page-props';

export default function DashboardAskPage({ match }: PageProps) {
  const owner = useDraftOwner();
  return (
    <StandardPage
      title={match.route.title}
      eyebrow={<Link href="/dashboard">Dashboard</Link>}
      lead={memberIntros.dashboardAsk}
    >
      <AskForm owner={owner} />
      <p>
        Before you ask, you can <Link href="/dashboard/search">search the answers</Link> we have already
        given.
      </p>
    </StandardPage>
  );
}
