// sitemap.xml and robots.txt, written by the prerender step from the list of public pages.
import { routeTable } from '../../src/shared/route-table';

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export function sitemapXml(siteUrl: string, pages: { path: string; lastmod?: string }[]): string {
  const urls = pages
    .map(({ path, lastmod }) => {
      const loc = `<loc>${escapeXml(siteUrl + path)}</loc>`;
      return `  <url>${loc}${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`;
    })
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/**
 * The dashboard's private pages, as robots.txt path prefixes: every route under /dashboard but the
 * public question pages, each cut at its first parameter, without those a shorter one covers.
 * `/dashboard` itself is the member's own page: `$` ends the match there (RFC 9309 crawlers that do
 * not read `$` fall back on the pages' `X-Robots-Tag: noindex`).
 */
export function privateDashboardPaths(): string[] {
  const prefixes = routeTable
    .filter((route) => route.pattern.startsWith('/dashboard') && route.pattern !== PUBLIC_QUESTION_PATTERN)
    .map((route) => route.pattern.split(/[:*]/)[0]!.replace(/\/$/, ''))
    .flatMap((prefix) => (prefix === '/dashboard' ? ['/dashboard$', '/dashboard/$'] : [prefix]));
  const unique = [...new Set(prefixes)].sort();
  return unique.filter((path) => !unique.some((other) => other !== path && path.startsWith(`${other}/`)));
}

const PUBLIC_QUESTION_PATTERN = '/dashboard/question/:id';

export function robotsTxt(siteUrl: string): string {
  // Public question pages live under /dashboard and carry QAPage data for search engines; the
  // member's own pages hold nothing for them and depend on a session.
  return [
    'User-agent: *',
    'Allow: /dashboard/question/',
    ...privateDashboardPaths().map((path) => `Disallow: ${path}`),
    'Disallow: /api/',
    '',
    `Sitemap: ${siteUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
