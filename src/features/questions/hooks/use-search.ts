import { useEffect, useState } from 'react';
import { statusOf } from '../../../lib/api-client';
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
  const [state, setState] = useState<SearchState>({ kind: 'idle' });
  const [attempt, setAttempt] = useState(0);
  const { q, topic, page } = request;

  useEffect(() => {
    if (q.length < 2) {
      setState({ kind: 'idle' });
      return;
    }
    let alive = true;
    setState({ kind: 'loading' });
    searchQuestions({ q, topic, page }).then(
      (response) => alive && setState({ kind: 'done', response }),
      (error: unknown) => alive && setState({ kind: 'failed', status: statusOf(error) }),
    );
    return () => {
      alive = false;
    };
  }, [q, topic, page, attempt]);

  return { state, retry: () => setAttempt((n) => n + 1) };
}
