// sitemap.xml and robots.txt, written by the prerender step from the list of public pages.

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

export function robotsTxt(siteUrl: string): string {
  // Member pages hold nothing for search engines and depend on a session.
  return [
    'User-agent: *',
    'Disallow: /dashboard',
    'Disallow: /api/',
    '',
    `Sitemap: ${siteUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
