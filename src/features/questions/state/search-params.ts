// The search lives in the address (?q=&topic=&page=), so back, forward, reload and a shared link
// all show the same results. These two functions are the only readers and writers of it.
import { QUESTION_TOPICS, type QuestionTopic } from '../../../shared/questions-schemas';

export interface SearchRequest {
  q: string;
  topic: QuestionTopic | undefined;
  page: number;
}

const topicValues = new Set<string>(QUESTION_TOPICS.map((topic) => topic.value));
const MAX_PAGE = 1000;

/** Reads the address; an unknown topic or a bad page number is dropped rather than sent to fail. */
export function readSearchParams(search: string): SearchRequest {
  const params = new URLSearchParams(search);
  const topic = params.get('topic') ?? '';
  const page = Number(params.get('page') ?? '1');
  return {
    q: (params.get('q') ?? '').trim(),
    topic: topicValues.has(topic) ? (topic as QuestionTopic) : undefined,
    page: Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1,
  };
}

/** The address of a search; page 1 and "any topic" are left out to keep links short. */
export function searchHref(path: string, request: SearchRequest): string {
  const params = new URLSearchParams();
  if (request.q) params.set('q', request.q);
  if (request.topic) params.set('topic', request.topic);
  if (request.page > 1) params.set('page', String(request.page));
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}
