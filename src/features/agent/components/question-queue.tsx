// The list half of the questions section: a status filter, the queue (open first, the longest
// waiting at the top), paging. Each row links to the question's own address.
import { formatAgencyDateTime } from '@/shared/format-date';
import { useAtom } from 'jotai';
import { Link } from 'wouter';
import { SelectField } from '../../../components/form';
import type { AgentQueueResponse } from '../../../shared/agent-schemas';
import { QUESTION_STATUSES, type QuestionStatus } from '../../../shared/questions-schemas';
import { questionStatusLabels, topicLabel } from '../state/labels';
import { queueFilterAtom } from '../state/queue-filter';
import { Pager } from './pager';

const statusOptions = QUESTION_STATUSES.map((status) => ({
  value: status,
  label: questionStatusLabels[status],
}));

interface QuestionQueueProps {
  queue: AgentQueueResponse | undefined;
  selectedId?: string;
}

export function QuestionQueue({ queue, selectedId }: QuestionQueueProps) {
  const [filter, setFilter] = useAtom(queueFilterAtom);
  return (
    <section className="console__list" aria-labelledby="queue-heading">
      <h2 id="queue-heading">Questions to answer</h2>
      <div className="console__filters">
        <SelectField
          formId="queue"
          name="status"
          label="Show"
          placeholder="All questions, open first"
          options={statusOptions}
          value={filter.status}
          onChange={(event) => setFilter({ status: event.target.value as QuestionStatus | '', page: 1 })}
        />
      </div>
      {queue && (
        <p className="console__count">
          {queue.total === 1 ? '1 question' : `${queue.total} questions`}
          {filter.status ? `, ${questionStatusLabels[filter.status].toLowerCase()}` : ''}
        </p>
      )}
      {queue && queue.items.length === 0 && <p>No questions here. New ones appear as members ask.</p>}
      <ul className="console__rows">
        {queue?.items.map((item) => (
          <li
            key={item.id}
            className={item.id === selectedId ? 'console__row console__row--selected' : 'console__row'}
          >
            <Link
              href={`/dashboard/agent/questions/${item.id}`}
              aria-current={item.id === selectedId ? 'true' : undefined}
            >
              {item.title}
            </Link>
            <p className="console__meta">
              <span className={`badge badge--${item.status}`}>{questionStatusLabels[item.status]}</span>{' '}
              {topicLabel(item.topic)} · {item.author.name} · asked {formatAgencyDateTime(item.createdAt)}
              {item.visibility === 'public' ? ' · public' : ''}
            </p>
          </li>
        ))}
      </ul>
      {queue && (
        <Pager label="Pages of questions" of={queue} onPage={(page) => setFilter({ ...filter, page })} />
      )}
    </section>
  );
}
