import { useSession } from '../features/auth/state/session';
import { ConsoleShell } from '../features/agent/components/console-shell';
import { QuestionsPanel } from '../features/agent/components/questions-panel';
import type { PageProps } from './page-props';

/** /dashboard/agent/questions/:id: one question beside the queue (alone on a phone). */
export default function AgentQuestionPage({ match }: PageProps) {
  const { user, ready } = useSession();
  return (
    <ConsoleShell
      section="questions"
      title={match.route.title}
      session={{ ready, isAgent: user?.role === 'agent' }}
    >
      <QuestionsPanel selectedId={match.params.id} />
    </ConsoleShell>
  );
}
