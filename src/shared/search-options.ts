// MiniSearch options shared by the build (which writes the index) and the browser (which loads it):
// loadJSON needs the very same fields and storeFields.

export interface SearchDoc {
  id: string;
  path: string;
  title: string;
  kind: string;
  text: string;
  snippet: string;
}

export type SearchResultDoc = Pick<SearchDoc, 'path' | 'title' | 'kind' | 'snippet'>;

export const searchOptions = {
  fields: ['title', 'text'],
  storeFields: ['path', 'title', 'kind', 'snippet'],
  searchOptions: { boost: { title: 3 }, prefix: true, fuzzy: 0.2 },
};

export const SEARCH_INDEX_URL = '/search-index.json';
