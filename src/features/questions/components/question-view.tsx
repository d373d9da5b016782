import type { QuestionDetail } from '../../../shared/questions-schemas';
import { formatAgencyDate } from '@/shared/format-date';
import { questionThread } from '@/shared/question-thread';
import { topicLabel } from '../state/labels';
import { StatusTag } from './status-tag';
import '../questions.css';

/**
 * The question and its answers. Everything is the member's or agent's own text, rendered as text
 * (line breaks kept by CSS), so nothing anyone typed can become markup (SECURITY.md).
 */
export function QuestionView({ question }: { question: QuestionDetail }) {
  return (
    <div className="question">
      <p className="question__meta">
        <StatusTag status={question.status} />
        <span>{topicLabel(question.topic)}</span>
        <span>
          Asked <time dateTime={question.createdAt}>{formatAgencyDate(question.createdAt)}</time>
          {question.mine ? ' by you' : ' by a member'}
        </span>
      </p>
      {question.visibility === 'private' && (
        <p className="notice question__privacy">
          This question is private: only you and our agents can read it. Agents sometimes share a question
          that helps others, with no name attached.
        </p>
      )}
      <p className="question__text">{question.body}</p>
      <AnswerList question={question} />
    </div>
  );
}

function AnswerList({ question }: { question: QuestionDetail }) {
  const count = question.answers.length;
  return (
    <section className="answers" aria-labelledby="answers-heading">
      <h2 id="answers-heading">{count === 0 ? 'Answers' : count === 1 ? '1 answer' : `${count} answers`}</h2>
      {count === 0 ? (
        <p className="notice">
          No answer yet. A licensed agent reads every question and answers within one business day;
          {question.mine ? ' the answer will appear here and on your dashboard.' : ' check back soon.'}
        </p>
      ) : (
        <ol className="answers__list">
          {/* The answers and the author's follow-ups, in the order they were written. */}
          {questionThread(question).map((entry) =>
            entry.kind === 'answer' ? (
              <li key={entry.id} id={`answer-${entry.id}`} className="answer">
                <p className="answer__by">
                  <strong>{entry.agentName}</strong>, Harbor Point agent,{' '}
                  <time dateTime={entry.createdAt}>{formatAgencyDate(entry.createdAt)}</time>
                </p>
                <p className="question__text">{entry.body}</p>
              </li>
            ) : (
              <li key={entry.id} id={`follow-up-${entry.id}`} className="answer answer--follow-up">
                <p className="answer__by">
                  <strong>{question.mine ? 'Your follow-up' : 'Follow-up from the member'}</strong>,{' '}
                  <time dateTime={entry.createdAt}>{formatAgencyDate(entry.createdAt)}</time>
                </p>
                <p className="question__text">{entry.body}</p>
              </li>
            ),
          )}
        </ol>
      )}
    </section>
  );
}
