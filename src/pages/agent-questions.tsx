import { useSession } from '../features/auth/state/session';
import { ConsoleShell } from '../features/agent/components/console-shell';
import { QuestionsPanel } from '../features/agent/components/questions-panel';
import type { PageProps } from './page-props';

/** /dashboard/agent: the console opens on the questions waiting for an answer. */
export default function AgentQuestionsPage({ match }: PageProps) {
  const { user, ready } = useSession();
  return (
    <ConsoleShell
      section="questions"
      title={match.route.title}
      session={{ ready, isAgent: user?.role === 'agent' }}
    >
      <QuestionsPanel />
    </ConsoleShell>
  );
}
