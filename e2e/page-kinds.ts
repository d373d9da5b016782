// One address for every kind of page in the route table (src/shared/route-table.ts): public pages
// from the sitemap, first match per route, and the signed-in pages without a parameter. The sweeps
// (narrow screens, large text, tables, copy) walk this list.
import type { APIRequestContext } from '@playwright/test';
import { matchRoute, routeTable } from '../src/shared/route-table';

export async function publicPageKinds(request: APIRequestContext): Promise<string[]> {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((found) => new URL(found[1]!).pathname);
  const first = new Map<string, string>();
  for (const path of paths) {
    const pattern = matchRoute(path)?.route.pattern;
    if (pattern && !first.has(pattern)) first.set(pattern, path);
  }
  // Guides and services share a route kind but not a layout: keep every guide and category page.
  const extra = paths.filter((path) => /^\/resources\/[^/]+$|^\/services\/[^/]+$/.test(path));
  return [...new Set([...first.values(), ...extra, '/login', '/register', '/quote?line=auto'])];
}

/** Signed-in pages with no parameter (the agent sees the member pages and the console). */
export const signedInPageKinds = routeTable
  .filter((route) => route.render === 'member' && !/[:*]/.test(route.pattern))
  .filter((route) => route.pattern.startsWith('/dashboard'))
  .map((route) => route.pattern);
