// Words for a question's topic and status, shared by the pages that list questions.
import { QUESTION_TOPICS, type QuestionStatus } from '../../../shared/question-choices';

export function topicLabel(topic: string): string {
  return QUESTION_TOPICS.find((entry) => entry.value === topic)?.label ?? 'Something else';
}

export const statusLabels: Record<QuestionStatus, string> = {
  open: 'Waiting for an answer',
  answered: 'Answered',
  closed: 'Closed',
};
