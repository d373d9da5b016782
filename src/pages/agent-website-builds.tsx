import { BuildsPanel } from '../features/agent/components/builds-panel';
import { AgentPage } from './agent-page';
import type { PageProps } from './page-props';

/** /dashboard/agent/website-builds and .../:id: members' website requests, one beside the queue (alone on a phone). */
export default function AgentWebsiteBuildsPage({ match }: PageProps) {
  return (
    <AgentPage section="website-builds" title={match.route.title}>
      <BuildsPanel selectedId={match.params.id} />
    </AgentPage>
  );
}
