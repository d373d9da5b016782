import { QuestionsPanel } from '../features/agent/components/questions-panel';
import { AgentPage } from './agent-page';
import type { PageProps } from './page-props';

/** The section's content, also what the server renders an agent's page with (member-shells.tsx). */
export function Section({ match }: PageProps) {
  return <QuestionsPanel selectedId={match.params.id} />;
}

/** /dashboard/agent and /dashboard/agent/questions/:id: the queue, and one question beside it (alone on a phone). */
export default function AgentQuestionsPage({ match }: PageProps) {
  return (
    <AgentPage section="questions" title={match.route.title}>
      <Section match={match} />
    </AgentPage>
  );
}
