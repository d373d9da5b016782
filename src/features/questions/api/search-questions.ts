import { api } from '../../../lib/api-client';
import type { SearchResponse } from '../../../shared/questions-schemas';
import type { SearchRequest } from '../state/search-params';

/** GET /api/questions/search: the member's own questions and public ones, ranked, ten a page. */
export function searchQuestions({ q, topic, page }: SearchRequest): Promise<SearchResponse> {
  const query: Record<string, string> = { q, page: String(page) };
  if (topic) query.topic = topic;
  return api<SearchResponse>('/api/questions/search', { query });
}
