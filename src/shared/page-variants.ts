// Pages prerendered once more for each value of one query parameter: /quote?line=auto is
// the agency's main conversion page, and prerendered only as the line picker its form appeared
// after hydration and pushed the whole page down (layout shift 1.07 on a phone). Each variant is a
// file beside the page (quote/line-auto.html) that the build writes, the server sends for that
// address and the service worker serves offline. The page renders for the query its HTML was made
// with until it has hydrated (src/lib/use-rendered-search.ts).
import { QUOTE_DRAFT_KEY_PREFIX, quoteLines } from './quote-options';

interface PageVariants {
  param: string;
  values: readonly string[];
  /**
   * Where a variant keeps what a visitor left on the device (the prefix, then the value): when that
   * key holds answers, the page starts its app at once to offer them (a quote line's draft).
   */
  storedPrefix?: string;
}

export const pageVariants: Record<string, PageVariants> = {
  '/quote': { param: 'line', values: quoteLines, storedPrefix: QUOTE_DRAFT_KEY_PREFIX },
};

/** The variant file (relative to the client folder) of one value: quote/line-auto.html. */
export const variantFile = (path: string, param: string, value: string) =>
  `${path.replace(/^\//, '')}/${param}-${value}.html`;

/** The variant file an address is served from, if its page has variants and the query names one. */
export function variantFor(path: string, search: { get(name: string): string | null }): string | undefined {
  const variants = pageVariants[path];
  if (!variants) return undefined;
  const value = search.get(variants.param);
  return value && variants.values.includes(value) ? variantFile(path, variants.param, value) : undefined;
}

/** Every variant to prerender: the page, the query it is rendered with, its file and its stored key. */
export function allVariants(): { path: string; search: string; file: string; stored?: string }[] {
  return Object.entries(pageVariants).flatMap(([path, { param, values, storedPrefix }]) =>
    values.map((value) => ({
      path,
      search: `${param}=${value}`,
      file: variantFile(path, param, value),
      ...(storedPrefix ? { stored: `${storedPrefix}${value}` } : {}),
    })),
  );
}
