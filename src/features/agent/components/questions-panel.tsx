// The questions section: the queue beside the open question on a wide screen; on a phone, the
// queue alone, or the question alone with a way back.
import { useAtomValue, useSetAtom } from 'jotai';
import { lazy, Suspense, useEffect } from 'react';
import type { QuestionDetail as Question } from '../../../shared/questions-schemas';
import { getQuestion } from '../api/get-question';
import { getQuestionQueue } from '../api/get-question-queue';
import { useRemote } from '../../../lib/use-remote';
import { queueFilterAtom, queueVersionAtom } from '../state/queue-filter';
import { LoadProblem } from './load-problem';
import { QuestionQueue } from './question-queue';
import { DelayedLoading } from '../../../components/ui/delayed-loading';

// The open question, with its answer form (and so zod and the field rules): loaded with the
// question's data, not with the queue (issue 19, decision 242).
const loadQuestionDetail = () => import('./question-detail');
const QuestionDetail = lazy(() =>
  loadQuestionDetail().then((module) => ({ default: module.QuestionDetail })),
);

interface OpenQuestionProps {
  id: string;
  asker?: { name: string; email: string };
  /** The queue has answered, so `asker` is known (absent: the question is on another page of it). */
  queueLoaded: boolean;
}

function OpenQuestion({ id, asker, queueLoaded }: OpenQuestionProps) {
  // Its code loads beside its data, not after it.
  useEffect(() => void loadQuestionDetail(), []);
  const bump = useSetAtom(queueVersionAtom);
  const question = useRemote(`question:${id}`, () => getQuestion(id));
  if (question.failure === 404) return <p>This question does not exist, or it was removed.</p>;
  if (question.failure !== undefined)
    return <LoadProblem failure={question.failure} what="this question" onRetry={question.reload} />;
  // Drawn once both have answered: the asker's row arriving after the question moved everything
  // below it (CLS 0.03-0.04 on a phone, issue 19).
  const loading = <DelayedLoading label="Loading the question…" />;
  if (!question.data || !queueLoaded) return loading;
  const onChange = (next: Question) => {
    question.setData(next);
    bump((value) => value + 1);
  };
  return (
    <Suspense fallback={loading}>
      <QuestionDetail question={question.data} asker={asker} onChange={onChange} />
    </Suspense>
  );
}

export function QuestionsPanel({ selectedId }: { selectedId?: string }) {
  const filter = useAtomValue(queueFilterAtom);
  const version = useAtomValue(queueVersionAtom);
  const queue = useRemote(`queue:${filter.status}:${filter.page}:${version}`, () =>
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
        <div className="console__detail console__placeholder">
          <p>Choose a question from the queue to read it and answer.</p>
        </div>
      )}
    </div>
  );
}
