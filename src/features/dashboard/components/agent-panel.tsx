import Inbox from 'lucide-react/icons/inbox';
import { Link } from 'wouter';
import type { DashboardResponse } from '../../../shared/dashboard-schemas';
import { Icon } from '../../../components/ui/icon';

type Counts = NonNullable<DashboardResponse['console']>;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Agents work in the console; the dashboard only says how much waits there and leads the way in. */
export function AgentPanel({ counts }: { counts: Counts | undefined }) {
  return (
    <section aria-labelledby="console-heading" className="dashboard__section">
      <h2 id="console-heading">Agent console</h2>
      {counts && (
        <ul className="console-counts">
          <li>{plural(counts.openQuestions, 'question waits', 'questions wait')} for an answer</li>
          <li>{plural(counts.newLeads, 'new quote request', 'new quote requests')}</li>
          <li>{plural(counts.newMessages, 'new contact message', 'new contact messages')}</li>
        </ul>
      )}
      <p>
        <Link href="/dashboard/agent" className="button button--primary">
          <Icon icon={Inbox} />
          Open the agent console
        </Link>
      </p>
    </section>
  );
}
