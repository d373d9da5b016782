import { useSession } from '../features/auth/state/session';
import { BuildsPanel } from '../features/agent/components/builds-panel';
import { ConsoleShell } from '../features/agent/components/console-shell';
import type { PageProps } from './page-props';

/** /dashboard/agent/website-builds/:id: one request beside the queue (alone on a phone). */
export default function AgentWebsiteBuildPage({ match }: PageProps) {
  const { user, ready } = useSession();
  return (
    <ConsoleShell
      section="website-builds"
      title={match.route.title}
      session={{ ready, isAgent: user?.role === 'agent' }}
    >
      <BuildsPanel selectedId={match.params.id} />
    </ConsoleShell>
  );
}
