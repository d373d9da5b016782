import { useSession } from '../features/auth/state/session';
import { ActivityPanel } from '../features/agent/components/activity-panel';
import { ConsoleShell } from '../features/agent/components/console-shell';
import type { PageProps } from './page-props';

export default function AgentActivityPage({ match }: PageProps) {
  const { user, ready } = useSession();
  return (
    <ConsoleShell
      section="activity"
      title={match.route.title}
      session={{ ready, isAgent: user?.role === 'agent' }}
    >
      <ActivityPanel />
    </ConsoleShell>
  );
}
