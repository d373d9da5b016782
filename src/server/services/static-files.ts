// Files from STATIC_DIR, safely (static-cache.ts reads them): decoded paths that climb out of the root, contain NUL or
// name dotfiles are refused; types and cache rules per docs/contracts.md.
import path from 'node:path';

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.mp4': 'video/mp4',
  '.vtt': 'text/vtt; charset=utf-8',
};

/** Extensions that mark a request as a file, not a page: a miss is a plain 404, never HTML. */
export const assetExtensions = new Set(Object.keys(types).filter((ext) => ext !== '.html'));

export const contentTypeOf = (file: string) =>
  types[path.extname(file).toLowerCase()] ?? 'application/octet-stream';

export function cacheControlFor(urlPath: string): string {
  // Hashed file names change with their content, so a year is safe.
  if (urlPath.startsWith('/assets/')) return 'public, max-age=31536000, immutable';
  // These name the current build; a stale copy would pin clients to an old release.
  if (
    urlPath.endsWith('.html') ||
    urlPath === '/sw.js' ||
    urlPath === '/manifest.webmanifest' ||
    urlPath.startsWith('/builds/')
  ) {
    return 'no-cache';
  }
  return 'public, max-age=3600';
}

/** The absolute file for a URL path inside root, or undefined when the path is not allowed. */
export function resolveInside(root: string, urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return undefined;
  const segments = decoded.split('/').filter(Boolean);
  if (
    segments.some((segment) => segment === '..' || (segment.startsWith('.') && segment !== '.well-known'))
  ) {
    return undefined;
  }
  const base = path.resolve(root);
  const file = path.resolve(base, ...segments);
  return file === base || file.startsWith(base + path.sep) ? file : undefined;
}

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

export interface AnalyticsConfig {
  /** The third-party script; without it no page gets a tag. */
  scriptUrl?: string;
  siteId?: string;
}

/**
 * The tag that loads public/analytics.js, which decides in the browser (Do Not Track, Global
 * Privacy Control) whether to fetch the third-party script. Empty when analytics is off.
 */
export function analyticsTag({ scriptUrl, siteId }: AnalyticsConfig): string {
  if (!scriptUrl) return '';
  const site = siteId ? ` data-site-id="${escapeHtml(siteId)}"` : '';
  return `<script src="/analytics.js" data-src="${escapeHtml(scriptUrl)}"${site} defer></script>`;
}

/** Puts the tag before the first </head>; a document without one is left as it is. */
export function injectBeforeHeadEnd(html: string, tag: string): string {
  if (!tag) return html;
  const at = html.search(/<\/head>/i);
  return at === -1 ? html : html.slice(0, at) + tag + html.slice(at);
}
