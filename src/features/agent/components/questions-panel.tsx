// The questions section: the queue beside the open question on a wide screen; on a phone, the
// queue alone, or the question alone with a way back.
import { useSetAtom } from 'jotai';
import { useAtomValue } from '@/lib/atom-hooks';
import { Link } from 'wouter';
import type { AgentQueueResponse } from '../../../shared/agent-schemas';
import type { QuestionDetail as Question } from '../../../shared/questions-schemas';
import { getQuestion } from '../api/get-question';
import { getQuestionQueue } from '../api/get-question-queue';
import { useRemote } from '../../../lib/use-remote';
import { consoleKeys } from '../../../shared/console-loads';
import { queueFilterAtom, queueVersionAtom } from '../state/queue-filter';
import { formatWaiting } from '../state/waiting';
import { LoadProblem } from './load-problem';
import { QuestionDetail } from './question-detail';
import { QuestionQueue } from './question-queue';
import { DelayedLoading } from '../../../components/ui/delayed-loading';

interface OpenQuestionProps {
  id: string;
  asker?: { name: string; email: string };
  /** The queue has answered, so `asker` is known (absent: the question is on another page of it). */
  queueLoaded: boolean;
}

function OpenQuestion({ id, asker, queueLoaded }: OpenQuestionProps) {
  const bump = useSetAtom(queueVersionAtom);
  const question = useRemote(consoleKeys.question(id), () => getQuestion(id));
  if (question.failure === 404) return <p>This question does not exist, or it was removed.</p>;
  if (question.failure !== undefined)
    return <LoadProblem failure={question.failure} what="this question" onRetry={question.reload} />;
  // Drawn once both have answered: the asker's row arriving after the question would move
  // everything below it (decision 242).
  if (!question.data || !queueLoaded) return <DelayedLoading label="Loading the question…" />;
  const onChange = (next: Question) => {
    question.setData(next);
    bump((value) => value + 1);
  };
  return <QuestionDetail question={question.data} asker={asker} onChange={onChange} />;
}

/**
 * The reading pane before a question is chosen: the question that has waited longest, a tap away
 * (the queue lists open questions first, the longest waiting at the top), or that none waits.
 */
function NextQuestion({ queue }: { queue: AgentQueueResponse | undefined }) {
  const next = queue?.items.find((item) => item.status === 'open');
  return (
    <div className="console__detail console__placeholder">
      {!queue ? (
        <p>Choose a question from the queue to read it and answer.</p>
      ) : next ? (
        <>
          <p>
            Waiting longest, for <span suppressHydrationWarning>{formatWaiting(next.createdAt)}</span>:
            &ldquo;{next.title}&rdquo; from {next.author.name}.
          </p>
          <Link className="button" href={`/dashboard/agent/questions/${next.id}`}>
            Open it to answer
          </Link>
        </>
      ) : (
        <p>No question in this list is waiting for an answer. Choose one from the queue to read it.</p>
      )}
    </div>
  );
}

export function QuestionsPanel({ selectedId }: { selectedId?: string }) {
  const filter = useAtomValue(queueFilterAtom);
  const version = useAtomValue(queueVersionAtom);
  const queue = useRemote(consoleKeys.queue(filter.status, filter.page, version), () =>
    getQuestionQueue(filter.status, filter.page),
  );
  if (queue.failure !== undefined)
    return <LoadProblem failure={queue.failure} what="the question queue" onRetry={queue.reload} />;
  const asker = queue.data?.items.find((item) => item.id === selectedId)?.author;
  return (
    <div className={selectedId ? 'console__split console__split--detail' : 'console__split'}>
      <QuestionQueue queue={queue.data} selectedId={selectedId} />
      {selectedId ? (
        <OpenQuestion key={selectedId} id={selectedId} asker={asker} queueLoaded={queue.data !== undefined} />
      ) : (
        <NextQuestion queue={queue.data} />
      )}
    </div>
  );
}
