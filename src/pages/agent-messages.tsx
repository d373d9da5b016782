import { MessagesPanel } from '../features/agent/components/messages-panel';
import { AgentPage } from './agent-page';
import type { PageProps } from './page-props';

/** The section's content, also what the server renders an agent's page with (member-shells.tsx). */
export function Section() {
  return <MessagesPanel />;
}

/** /dashboard/agent/messages: contact-form messages to answer. */
export default function AgentMessagesPage({ match }: PageProps) {
  return (
    <AgentPage section="messages" title={match.route.title}>
      <Section />
    </AgentPage>
  );
}
