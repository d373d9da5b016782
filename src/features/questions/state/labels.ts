// Words for a question's topic, status and dates, shared by the pages that list questions.
import { QUESTION_TOPICS, type QuestionStatus } from '../../../shared/questions-schemas';

export function topicLabel(topic: string): string {
  return QUESTION_TOPICS.find((entry) => entry.value === topic)?.label ?? 'Something else';
}

export const statusLabels: Record<QuestionStatus, string> = {
  open: 'Waiting for an answer',
  answered: 'Answered',
  closed: 'Closed',
};

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'America/New_York' });

/** A date as people in the agency's time zone read it, e.g. "Nov 22, 2026". */
export const formatDate = (iso: string) => dateFormat.format(new Date(iso));
