// Site search over the index the build writes (scripts/content/search-index.ts). MiniSearch is
// imported only when someone searches, so it stays out of the main bundle; the index is fetched once.
import type MiniSearch from 'minisearch';
import {
  SEARCH_INDEX_URL,
  searchOptions,
  type SearchDoc,
  type SearchResultDoc,
} from '../../../shared/search-options';

export type SearchIndex = MiniSearch<SearchDoc>;
type MiniSearchClass = typeof MiniSearch;

export const MAX_RESULTS = 20;

/**
 * Ranking on top of the shared options. With MiniSearch's default weights a near miss outranks a
 * word that starts with the query, so "medicar" put "Medical necessity" above the Medicare guide;
 * prefixes count more here. Very short words (the "d" of "part d") are matched whole only.
 */
const ranking = {
  weights: { fuzzy: 0.1, prefix: 0.6 },
  prefix: (term: string) => term.length >= 3,
  fuzzy: (term: string) => (term.length >= 4 ? searchOptions.searchOptions.fuzzy : false),
};

/** The index from its JSON, with the same options the build used (loadJSON requires them). */
export function indexFromJson(MiniSearchClass: MiniSearchClass, json: string): SearchIndex {
  return MiniSearchClass.loadJSON<SearchDoc>(json, searchOptions);
}

/** Best matches first; prefix and typo tolerance come from the shared search options. */
export function runSearch(index: SearchIndex, query: string, limit = MAX_RESULTS): SearchResultDoc[] {
  const text = query.trim();
  if (!text) return [];
  return index
    .search(text, ranking)
    .slice(0, limit)
    .map((hit) => ({
      path: String(hit.path),
      title: String(hit.title),
      kind: String(hit.kind),
      snippet: String(hit.snippet),
    }));
}

let loading: Promise<SearchIndex> | undefined;

/** Loads MiniSearch and the index once; a failure is forgotten so the next search tries again. */
export function loadSearchIndex(fetcher: typeof fetch = fetch): Promise<SearchIndex> {
  loading ??= (async () => {
    const [{ default: MiniSearchClass }, response] = await Promise.all([
      import('minisearch'),
      fetcher(SEARCH_INDEX_URL),
    ]);
    if (!response.ok) throw new Error(`search index: ${response.status}`);
    return indexFromJson(MiniSearchClass, await response.text());
  })();
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}
