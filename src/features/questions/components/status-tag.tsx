import type { QuestionStatus } from '../../../shared/question-choices';
import { statusLabels } from '../state/labels';

/** The question's status as a small tag; colour follows the words, never replaces them. */
export function StatusTag({ status }: { status: QuestionStatus }) {
  return <span className={`status-tag status-tag--${status}`}>{statusLabels[status]}</span>;
}

/** "2 new answers": the unread mark of a question the member has not opened since it was answered. */
export function UnreadBadge({ count }: { count: number }) {
  if (count < 1) return null;
  return <span className="unread-badge">{count === 1 ? '1 new answer' : `${count} new answers`}</span>;
}
