import { QuestionsPanel } from '../features/agent/components/questions-panel';
import { AgentPage } from './agent-page';
import type { PageProps } from './page-props';

/** /dashboard/agent and /dashboard/agent/questions/:id: the queue, and one question beside it (alone on a phone). */
export default function AgentQuestionsPage({ match }: PageProps) {
  return (
    <AgentPage section="questions" title={match.route.title}>
      <QuestionsPanel selectedId={match.params.id} />
    </AgentPage>
  );
}
