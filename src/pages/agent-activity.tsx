import { ActivityPanel } from '../features/agent/components/activity-panel';
import { AgentPage } from './agent-page';
import type { PageProps } from './page-props';

/** The section's content, also what the server renders an agent's page with (member-shells.tsx). */
export function Section() {
  return <ActivityPanel />;
}

/** /dashboard/agent/activity: what agents did, newest first. */
export default function AgentActivityPage({ match }: PageProps) {
  return (
    <AgentPage section="activity" title={match.route.title}>
      <Section />
    </AgentPage>
  );
}
