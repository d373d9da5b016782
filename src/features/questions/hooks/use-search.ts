import { statusOf } from '../../../lib/api-client';
import { useRemote } from '../../../lib/use-remote';
import type { SearchResponse } from '../../../shared/questions-schemas';
import { searchQuestions } from '../api/search-questions';
import type { SearchRequest } from '../state/search-params';

export type SearchState =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'done'; response: SearchResponse }
  | { kind: 'failed'; status: number | undefined };

/** Runs the search the address asks for; a query under 2 characters is not sent (the API refuses it). */
export function useSearch(request: SearchRequest): { state: SearchState; retry: () => void } {
  const { q, topic, page } = request;
  const key = q.length < 2 ? null : JSON.stringify([q, topic, page]);
  const remote = useRemote(key, () => searchQuestions({ q, topic, page }));
  const state: SearchState =
    key === null
      ? { kind: 'idle' }
      : remote.loading
        ? { kind: 'loading' }
        : remote.failure !== undefined
          ? { kind: 'failed', status: statusOf(remote.error) }
          : remote.data !== undefined
            ? { kind: 'done', response: remote.data }
            : { kind: 'idle' };
  return { state, retry: remote.reload };
}
