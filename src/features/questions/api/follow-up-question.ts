import { api } from '../../../lib/api-client';
import type { CreateFollowUpInput, QuestionDetail } from '../../../shared/questions-schemas';

/** POST /api/questions/:id/follow-ups: 201 with the question, open again, and its thread. */
export function postFollowUp(
  id: string,
  input: CreateFollowUpInput,
  idempotencyKey: string,
): Promise<QuestionDetail> {
  return api<QuestionDetail>(`/api/questions/${encodeURIComponent(id)}/follow-ups`, {
    method: 'POST',
    body: input,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}
