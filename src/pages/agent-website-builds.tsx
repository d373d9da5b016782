import { BuildsPanel } from '../features/agent/components/builds-panel';
import { AgentPage } from './agent-page';
import type { PageProps } from './page-props';

/** The section's content, also what the server renders an agent's page with (member-shells.tsx). */
export function Section({ match }: PageProps) {
  return <BuildsPanel selectedId={match.params.id} />;
}

/** /dashboard/agent/website-builds and .../:id: members' website requests, one beside the queue (alone on a phone). */
export default function AgentWebsiteBuildsPage({ match }: PageProps) {
  return (
    <AgentPage section="website-builds" title={match.route.title}>
      <Section match={match} />
    </AgentPage>
  );
}
