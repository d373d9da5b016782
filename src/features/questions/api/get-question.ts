import { api } from '../../../lib/api-client';
import type { QuestionDetail } from '../../../shared/questions-schemas';

/** GET /api/questions/:id. Opening it as its author marks the answers read (docs/contracts.md). */
export function getQuestion(id: string): Promise<QuestionDetail> {
  return api<QuestionDetail>(`/api/questions/${encodeURIComponent(id)}`);
}
