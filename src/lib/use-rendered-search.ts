// The query string a page renders for. Until hydration is done, the one its HTML was made with:
// on the server the prerender's (the router's ssrSearch), in the browser the one the build wrote on
// the mount element (data-search, src/shared/page-variants.ts), else none. After, the address's.
// So the first render in the browser matches the HTML, whichever file was served.
import { useSearch } from 'wouter';
import { useHydrated } from './use-hydrated';

export function useRenderedSearch(): string {
  const live = useSearch();
  const hydrated = useHydrated();
  if (hydrated || typeof document === 'undefined') return live;
  return document.getElementById('__nuxt')?.dataset.search ?? '';
}
