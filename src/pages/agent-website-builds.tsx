import { useSession } from '../features/auth/state/session';
import { BuildsPanel } from '../features/agent/components/builds-panel';
import { ConsoleShell } from '../features/agent/components/console-shell';
import type { PageProps } from './page-props';

/** /dashboard/agent/website-builds: members' website requests, those waiting on us first. */
export default function AgentWebsiteBuildsPage({ match }: PageProps) {
  const { user, ready } = useSession();
  return (
    <ConsoleShell
      section="website-builds"
      title={match.route.title}
      session={{ ready, isAgent: user?.role === 'agent' }}
    >
      <BuildsPanel />
    </ConsoleShell>
  );
}
