import { LeadsPanel } from '../features/agent/components/leads-panel';
import { AgentPage } from './agent-page';
import type { PageProps } from './page-props';

/** /dashboard/agent/leads: quote leads to call back, with the CSV export. */
export default function AgentLeadsPage({ match }: PageProps) {
  return (
    <AgentPage section="leads" title={match.route.title}>
      <LeadsPanel />
    </AgentPage>
  );
}
