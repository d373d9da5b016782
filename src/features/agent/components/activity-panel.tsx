// The action log, newest first: who did what, and when. It holds ids and statuses only; contact
// details stay in the lists above.
import { formatAgencyDateTime } from '@/shared/format-date';
import { useState } from 'react';
import { Link } from 'wouter';
import { Skeleton } from '../../../components/ui/skeleton';
import type { ActivityEntry } from '../../../shared/agent-schemas';
import { listActivity } from '../api/list-activity';
import { useRemote } from '../../../lib/use-remote';
import { consoleKeys } from '../../../shared/console-loads';
import { describeActivity } from '../state/labels';
import { LoadProblem } from './load-problem';
import { Pager } from './pager';

function What({ entry }: { entry: ActivityEntry }) {
  const text = describeActivity(entry);
  if (entry.targetType === 'question' && entry.targetId)
    return <Link href={`/dashboard/agent/questions/${entry.targetId}`}>{text}</Link>;
  if (entry.targetType === 'website-build' && entry.targetId)
    return <Link href={`/dashboard/agent/website-builds/${entry.targetId}`}>{text}</Link>;
  return <>{text}</>;
}

export function ActivityPanel() {
  const [page, setPage] = useState(1);
  const activity = useRemote(consoleKeys.activity(page), () => listActivity(page));
  return (
    <section aria-labelledby="activity-heading">
      <h2 id="activity-heading">Recent activity</h2>
      {activity.failure !== undefined && (
        <LoadProblem failure={activity.failure} what="the activity log" onRetry={activity.reload} />
      )}
      {activity.loading && !activity.data && <Skeleton size="console" />}
      {activity.data && (
        <>
          {activity.data.items.length === 0 && (
            <p>Nothing yet. Answers, status changes and exports show here.</p>
          )}
          <ol className="console__activity">
            {activity.data.items.map((entry) => (
              <li key={entry.id}>
                <p>
                  <What entry={entry} />
                </p>
                <p className="console__meta">
                  {entry.agentName ?? 'A removed account'} ·{' '}
                  <time dateTime={entry.createdAt}>{formatAgencyDateTime(entry.createdAt)}</time>
                </p>
              </li>
            ))}
          </ol>
          <Pager label="Pages of activity" of={activity.data} onPage={setPage} />
        </>
      )}
    </section>
  );
}
