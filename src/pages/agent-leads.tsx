import { LeadsPanel } from '../features/agent/components/leads-panel';
import { AgentPage } from './agent-page';
import type { PageProps } from './page-props';

/** The section's content, also what the server renders an agent's page with (member-shells.tsx). */
export function Section() {
  return <LeadsPanel />;
}

/** /dashboard/agent/leads: quote leads to call back, with the CSV export. */
export default function AgentLeadsPage({ match }: PageProps) {
  return (
    <AgentPage section="leads" title={match.route.title}>
      <Section />
    </AgentPage>
  );
}
