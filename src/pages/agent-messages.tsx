import { useSession } from '../features/auth/state/session';
import { ConsoleShell } from '../features/agent/components/console-shell';
import { MessagesPanel } from '../features/agent/components/messages-panel';
import type { PageProps } from './page-props';

export default function AgentMessagesPage({ match }: PageProps) {
  const { user, ready } = useSession();
  return (
    <ConsoleShell
      section="messages"
      title={match.route.title}
      session={{ ready, isAgent: user?.role === 'agent' }}
    >
      <MessagesPanel />
    </ConsoleShell>
  );
}
