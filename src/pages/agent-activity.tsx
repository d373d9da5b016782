import { ActivityPanel } from '../features/agent/components/activity-panel';
import { AgentPage } from './agent-page';
import type { PageProps } from './page-props';

/** /dashboard/agent/activity: what agents did, newest first. */
export default function AgentActivityPage({ match }: PageProps) {
  return (
    <AgentPage section="activity" title={match.route.title}>
      <ActivityPanel />
    </AgentPage>
  );
}
