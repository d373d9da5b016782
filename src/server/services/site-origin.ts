// The site's address at run time (SITE_URL), not the build's. The prerender step writes the origin
// it built with into dist/server/site-origin.json; when the server runs with another SITE_URL (one
// build promoted from staging to production, `npm run serve` elsewhere), every built text file that
// names the build's origin (canonical, og:url and JSON-LD in pages, sitemap.xml, robots.txt, the
// client's own copy in its bundle) is rewritten once, as the file cache loads it. Same origin, no
// rewrite: the build's precompressed files are served as they are.
import { readFileSync } from 'node:fs';
import path from 'node:path';

export interface OriginRewrite {
  /** The origin the build wrote, e.g. http://localhost:3000 (no trailing slash). */
  from: string;
  /** SITE_URL as the server reads it at start. */
  to: string;
}

export const SITE_ORIGIN_FILE = 'site-origin.json';

export const siteOrigin = (siteUrl: string) => siteUrl.replace(/\/+$/, '');

/** Beside the SSR entry and the page template: dist/server for dist/client. */
export const buildServerDir = (staticDir: string) =>
  path.join(path.dirname(path.resolve(staticDir)), 'server');

/** The rewrite for this build and SITE_URL, or undefined when they agree (or the build says nothing). */
export function originRewrite(staticDir: string, siteUrl: string): OriginRewrite | undefined {
  let built: string | undefined;
  try {
    const file = path.join(buildServerDir(staticDir), SITE_ORIGIN_FILE);
    built = (JSON.parse(readFileSync(file, 'utf8')) as { origin?: unknown }).origin as string | undefined;
  } catch {
    return undefined;
  }
  const to = siteOrigin(siteUrl);
  if (typeof built !== 'string' || !built || built === to) return undefined;
  return { from: built, to };
}

/** The text with the build's origin replaced; the same string when there is nothing to replace. */
export const rewriteOrigin = (text: string, rewrite: OriginRewrite | undefined) =>
  rewrite ? text.replaceAll(rewrite.from, rewrite.to) : text;
