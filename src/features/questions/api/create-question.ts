import { outboxForm } from '../../../lib/outbox';
import type { CreateQuestionData, QuestionDetail } from '../../../shared/questions-schemas';

/**
 * POST /api/questions: 201 with the stored question. `deliverQuestion` sends it, or queues it for
 * later when the device is offline (decision 052); the outbox notice names it by its kind, 'question'.
 */
const questionForm = outboxForm<CreateQuestionData, QuestionDetail>('question', '/api/questions');
export const deliverQuestion = questionForm.deliver;
