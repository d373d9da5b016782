import { api } from '../../../lib/api-client';
import type { QuestionDetail } from '../../../shared/questions-schemas';

/** GET /api/questions/:id: agents read any question; opening it marks nothing read for the member. */
export function getQuestion(id: string): Promise<QuestionDetail> {
  return api<QuestionDetail>(`/api/questions/${encodeURIComponent(id)}`);
}
