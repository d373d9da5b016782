import { api } from '../../../lib/api-client';
import type { CreateAnswerInput } from '../../../shared/agent-schemas';
import type { QuestionDetail } from '../../../shared/questions-schemas';

/** POST /api/agent/questions/:id/answers: 201 with the question and its answers. */
export function answerQuestion(id: string, input: CreateAnswerInput): Promise<QuestionDetail> {
  return api<QuestionDetail>(`/api/agent/questions/${encodeURIComponent(id)}/answers`, {
    method: 'POST',
    body: input,
  });
}
