import { MessagesPanel } from '../features/agent/components/messages-panel';
import { AgentPage } from './agent-page';
import type { PageProps } from './page-props';

/** /dashboard/agent/messages: contact-form messages to answer. */
export default function AgentMessagesPage({ match }: PageProps) {
  return (
    <AgentPage section="messages" title={match.route.title}>
      <MessagesPanel />
    </AgentPage>
  );
}
