import { useSession } from '../features/auth/state/session';
import { ConsoleShell } from '../features/agent/components/console-shell';
import { LeadsPanel } from '../features/agent/components/leads-panel';
import type { PageProps } from './page-props';

export default function AgentLeadsPage({ match }: PageProps) {
  const { user, ready } = useSession();
  return (
    <ConsoleShell
      section="leads"
      title={match.route.title}
      session={{ ready, isAgent: user?.role === 'agent' }}
    >
      <LeadsPanel />
    </ConsoleShell>
  );
}
