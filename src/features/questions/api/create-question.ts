import { api } from '../../../lib/api-client';
import { sendOrQueue, type SendOrQueueResult } from '../../../lib/outbox';
import type { CreateQuestionData, QuestionDetail } from '../../../shared/questions-schemas';

export const QUESTIONS_URL = '/api/questions';
/** The outbox kind of a question; the site-wide outbox notice names it by this. */
export const QUESTION_KIND = 'question';

/** POST /api/questions: 201 with the stored question. The key makes a resend of the same question harmless. */
export function postQuestion(input: CreateQuestionData, idempotencyKey: string): Promise<QuestionDetail> {
  return api<QuestionDetail>(QUESTIONS_URL, {
    method: 'POST',
    body: input,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

/** Sends the question, or queues it for later when the device is offline (decision 052). */
export function deliverQuestion(
  input: CreateQuestionData,
  idempotencyKey: string,
  request: (input: CreateQuestionData, key: string) => Promise<QuestionDetail> = postQuestion,
): Promise<SendOrQueueResult<QuestionDetail>> {
  return sendOrQueue({ kind: QUESTION_KIND, url: QUESTIONS_URL }, input, idempotencyKey, request);
}
