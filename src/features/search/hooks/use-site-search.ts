import { useEffect, useRef, useState } from 'react';
import type { SearchResultDoc } from '@/shared/search-options';
import { loadSearchIndex, runSearch } from '../state/search-engine';

export type SearchState =
  | { status: 'idle' }
  | { status: 'loading'; query: string }
  | { status: 'done'; query: string; results: SearchResultDoc[] }
  | { status: 'error'; query: string };

/**
 * Runs the search for `query` (the ?q= of the address, read after hydration by the caller).
 * Only the latest query's answer is shown when searches overlap.
 */
export function useSiteSearch(query: string) {
  const [state, setState] = useState<SearchState>({ status: 'idle' });
  const latest = useRef(0);

  useEffect(() => {
    const text = query.trim();
    const run = ++latest.current;
    if (!text) {
      setState({ status: 'idle' });
      return;
    }
    setState({ status: 'loading', query: text });
    loadSearchIndex().then(
      (index) => {
        if (run === latest.current)
          setState({ status: 'done', query: text, results: runSearch(index, text) });
      },
      () => {
        if (run === latest.current) setState({ status: 'error', query: text });
      },
    );
  }, [query]);

  /** Starts loading the index as soon as someone shows interest (focus), so results come quicker. */
  const warmUp = () => {
    loadSearchIndex().catch(() => undefined);
  };
  return { state, warmUp };
}

/** What the live region says: short, and only once the answer is in. */
export function statusMessage(state: SearchState): string {
  switch (state.status) {
    case 'idle':
      return '';
    case 'loading':
      return 'Searching…';
    case 'error':
      return 'The search could not load. Check your connection and try again.';
    case 'done': {
      const count = state.results.length;
      if (count === 0) return `No results for “${state.query}”. Try a shorter or different word.`;
      return `${count === 1 ? '1 result' : `${count} results`} for “${state.query}”.`;
    }
  }
}
