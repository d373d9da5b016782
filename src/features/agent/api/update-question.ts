import { api } from '../../../lib/api-client';
import type { UpdateQuestionInput } from '../../../shared/agent-schemas';
import type { QuestionDetail } from '../../../shared/questions-schemas';

/** PATCH /api/agent/questions/:id: status, visibility or both. */
export function updateQuestion(id: string, input: UpdateQuestionInput): Promise<QuestionDetail> {
  return api<QuestionDetail>(`/api/agent/questions/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: input,
  });
}
