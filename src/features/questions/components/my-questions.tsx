import { Link } from 'wouter';
import type { QuestionStatus, QuestionVisibility } from '../../../shared/questions-schemas';
import { formatAgencyDate } from '@/shared/format-date';
import { StatusTag, UnreadBadge } from './status-tag';
import '../questions.css';

export interface QuestionListItem {
  id: string;
  title: string;
  status: QuestionStatus;
  visibility: QuestionVisibility;
  createdAt: string;
  answerCount: number;
  unreadCount: number;
}

/**
 * A member's own questions, each with its status and a mark for unread answers: those with a new
 * answer first (the dashboard's notice points at them), then newest first as the server sends them.
 */
export function MyQuestions({ questions }: { questions: QuestionListItem[] }) {
  if (questions.length === 0) {
    return (
      <p>
        You have not asked a question yet. <Link href="/dashboard/ask">Ask your first question</Link>: a
        licensed agent answers within one business day.
      </p>
    );
  }
  return (
    <ul className="question-list">
      {unreadFirst(questions).map((question) => (
        <li
          key={question.id}
          className={question.unreadCount > 0 ? 'question-list__item is-unread' : 'question-list__item'}
        >
          <Link href={`/dashboard/question/${question.id}`}>{question.title}</Link>
          <p className="question__meta">
            <StatusTag status={question.status} />
            <UnreadBadge count={question.unreadCount} />
            <span>Asked {formatAgencyDate(question.createdAt)}</span>
            <span>{question.answerCount === 1 ? '1 answer' : `${question.answerCount} answers`}</span>
            {question.visibility === 'public' && <span>Shared with members</span>}
          </p>
        </li>
      ))}
    </ul>
  );
}

function unreadFirst(questions: QuestionListItem[]): QuestionListItem[] {
  return [...questions.filter((q) => q.unreadCount > 0), ...questions.filter((q) => q.unreadCount === 0)];
}
