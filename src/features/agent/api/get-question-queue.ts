import { api } from '../../../lib/api-client';
import type { AgentQueueResponse } from '../../../shared/agent-schemas';
import type { QuestionStatus } from '../../../shared/questions-schemas';

/** GET /api/agent/questions: open questions first, the longest-waiting at the top. */
export function getQuestionQueue(status: QuestionStatus | '', page: number): Promise<AgentQueueResponse> {
  return api<AgentQueueResponse>('/api/agent/questions', { query: { status: status || undefined, page } });
}
