// The list half of the questions section: open questions first, the longest waiting at the top.
import { formatAgencyDateTime } from '@/shared/format-date';
import { useAtom } from '@/lib/atom-hooks';
import type { AgentQueueResponse } from '../../../shared/agent-schemas';
import { questionStatusLabels, topicLabel } from '../state/labels';
import { queueFilterAtom } from '../state/queue-filter';
import { formatWaiting } from '../state/waiting';
import { ConsoleQueue } from './console-queue';

interface QuestionQueueProps {
  queue: AgentQueueResponse | undefined;
  selectedId?: string;
}

export function QuestionQueue({ queue, selectedId }: QuestionQueueProps) {
  const [filter, setFilter] = useAtom(queueFilterAtom);
  return (
    <ConsoleQueue
      name="queue"
      heading="Questions to answer"
      allLabel="All questions, open first"
      noun={['question', 'questions']}
      statusLabels={questionStatusLabels}
      filter={filter}
      setFilter={setFilter}
      queue={queue}
      empty="No questions here. New ones appear as members ask."
      selectedId={selectedId}
      row={(item) => ({
        href: `/dashboard/agent/questions/${item.id}`,
        title: item.title,
        meta: (
          <>
            <span className={`badge badge--${item.status}`}>{questionStatusLabels[item.status]}</span>{' '}
            {topicLabel(item.topic)} · {item.author.name} ·{' '}
            {/* An open question shows how long it has waited; the clock moves between the server's
                render and hydration, so the server's words stay until the next refresh. */}
            {item.status === 'open' ? (
              <time
                dateTime={item.createdAt}
                title={formatAgencyDateTime(item.createdAt)}
                suppressHydrationWarning
              >
                waiting {formatWaiting(item.createdAt)}
              </time>
            ) : (
              <>asked {formatAgencyDateTime(item.createdAt)}</>
            )}
            {item.visibility === 'public' ? ' · public' : ''}
          </>
        ),
      })}
    />
  );
}
