// One question in the console: what the member asked, who they are (agents only), the answers so
// far, the answer form and the status and visibility switches.
import { formatAgencyDateTime } from '@/shared/format-date';
import { questionThread } from '@/shared/question-thread';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import { statusOf } from '../../../lib/api-client';
import { Button } from '../../../components/ui/button';
import type { AgentQueueItem, UpdateQuestionInput } from '../../../shared/agent-schemas';
import type { QuestionDetail as Question } from '../../../shared/questions-schemas';
import { updateQuestion } from '../api/update-question';
import { useAnnounce } from '../state/console-status';
import { questionStatusLabels, topicLabel } from '../state/labels';
import { consumeOpenedFromQueue } from '../state/queue-keys';
import { EmailLink } from '../../../components/ui/email';

// The answer form (and so zod and the field rules) loads after the question is drawn: it is the
// last thing on the page, so nothing moves when it arrives (decision 242).
const AnswerForm = lazy(() => import('./answer-form').then((module) => ({ default: module.AnswerForm })));

interface QuestionDetailProps {
  question: Question;
  /** The queue's row for it, which names the asker; absent when it is on another page of the queue. */
  asker?: AgentQueueItem['author'];
  onChange: (question: Question) => void;
}

export function QuestionDetail({ question, asker, onChange }: QuestionDetailProps) {
  const announce = useAnnounce();
  const answersRef = useRef<HTMLHeadingElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const [busy, setBusy] = useState(false);
  // Opened from the queue (Enter on a row): the reader continues at the question, not the page top.
  useEffect(() => {
    if (consumeOpenedFromQueue()) titleRef.current?.focus();
  }, []);

  async function change(input: UpdateQuestionInput, done: string) {
    if (busy) return;
    setBusy(true);
    try {
      onChange(await updateQuestion(question.id, input));
      announce(done);
      // The Close button goes away once closed; the question's title keeps the reader's place.
      if (input.status === 'closed') titleRef.current?.focus();
    } catch (error) {
      announce(
        `That change was not saved (${statusOf(error) ?? 'no connection'}). Please try again.`,
        'error',
      );
    } finally {
      setBusy(false);
    }
  }

  function answered(next: Question) {
    onChange(next);
    announce(`Answer sent. The question is now ${questionStatusLabels[next.status].toLowerCase()}.`);
    // The form is emptied; the reader continues at the answers, where theirs now is.
    answersRef.current?.focus();
  }

  const isPublic = question.visibility === 'public';
  return (
    <section className="console__detail" aria-labelledby="question-title">
      <p className="console__back">
        <Link href="/dashboard/agent">Back to the queue</Link>
      </p>
      <h2 id="question-title" ref={titleRef} tabIndex={-1}>
        {question.title}
      </h2>
      <dl className="console__facts">
        <dt>Status</dt>
        <dd>
          <span className={`badge badge--${question.status}`}>{questionStatusLabels[question.status]}</span>
        </dd>
        <dt>Seen by</dt>
        <dd>{isPublic ? 'Anyone (public)' : 'The member and agents (private)'}</dd>
        <dt>Topic</dt>
        <dd>{topicLabel(question.topic)}</dd>
        <dt>Asked</dt>
        <dd>{formatAgencyDateTime(question.createdAt)}</dd>
        {asker && (
          <>
            <dt>Asked by</dt>
            <dd>
              {asker.name}, <EmailLink email={asker.email} />
            </dd>
          </>
        )}
      </dl>
      <div className="console__body">{question.body}</div>
      {/* aria-disabled while saving: a disabled button would drop the reader's focus. */}
      <div className="cluster console__actions">
        {question.status === 'open' ? (
          <Button
            variant="secondary"
            aria-disabled={busy}
            onClick={() => change({ status: 'answered' }, 'Marked answered.')}
          >
            Mark answered
          </Button>
        ) : (
          <Button
            variant="secondary"
            aria-disabled={busy}
            onClick={() => change({ status: 'open' }, 'Reopened: back in the queue.')}
          >
            Reopen
          </Button>
        )}
        <Button
          variant="secondary"
          aria-disabled={busy}
          onClick={() =>
            change(
              { visibility: isPublic ? 'private' : 'public' },
              isPublic
                ? 'Now private: only the member and agents see it.'
                : 'Now public: anyone can read it.',
            )
          }
        >
          {isPublic ? 'Make private' : 'Make public'}
        </Button>
        {question.status !== 'closed' && (
          <Button
            variant="ghost"
            aria-disabled={busy}
            onClick={() => change({ status: 'closed' }, 'Question closed.')}
          >
            Close
          </Button>
        )}
      </div>
      <h3 ref={answersRef} tabIndex={-1}>
        {question.answers.length === 0 ? 'No answers yet' : `Answers (${question.answers.length})`}
      </h3>
      {/* The answers and the member's follow-ups, in the order they were written. */}
      <ol className="console__answers">
        {questionThread(question).map((entry) => (
          <li key={entry.id} className={entry.kind === 'follow-up' ? 'console__follow-up' : undefined}>
            <p className="console__meta">
              {entry.kind === 'answer' ? entry.agentName : 'Follow-up from the member'},{' '}
              {formatAgencyDateTime(entry.createdAt)}
            </p>
            <div className="console__body">{entry.body}</div>
          </li>
        ))}
      </ol>
      <Suspense fallback={null}>
        <AnswerForm questionId={question.id} onAnswered={answered} />
      </Suspense>
    </section>
  );
}
