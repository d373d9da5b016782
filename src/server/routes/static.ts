// The built site (docs/contracts.md "The server's static rules"): files from STATIC_DIR, legacy
// redirects, prerendered pages, the app shell for member routes, and a real 404 page otherwise.
import path from 'node:path';
import { Hono, type Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { findLegacyPath } from '../../shared/legacy-paths';
import { memberShellFile } from '../../shared/member-intros';
import { variantFor } from '../../shared/page-variants';
import { matchRoute } from '../../shared/route-table';
import type { AppEnv } from '../app-env';
import { HINT_COOKIE } from '../middleware/session-cookies';
import type { OriginRewrite } from '../services/site-origin';
import { chooseEncoding, etagMatches, StaticFileCache, type CachedFile } from '../services/static-cache';
import {
  analyticsTag,
  assetExtensions,
  cacheControlFor,
  contentTypeOf,
  escapeHtml,
  injectBeforeHeadEnd,
  resolveInside,
  type AnalyticsConfig,
} from '../services/static-files';

const HTML = 'text/html; charset=utf-8';

export type Html = (
  c: Context<AppEnv>,
  body: Buffer | string,
  status?: number,
  /** Cache-Control; 'no-cache' unless the page is one person's. */
  cache?: string,
) => Response;

/** Sends a page made per request (not a file); each one gets the analytics tag. */
export function htmlSender(analytics: AnalyticsConfig): Html {
  const tag = analyticsTag(analytics);
  return (c, body, status = 200, cache = 'no-cache') => {
    const text = tag ? injectBeforeHeadEnd(body.toString(), tag) : body;
    return send(c, text, HTML, cache, status);
  };
}

const siteFileCaches = new Map<string, StaticFileCache>();

/**
 * The in-memory file cache; every HTML file gets the analytics tag once, when it is loaded. One per
 * analytics tag in a process, so the app's routes and the page fast path (fast-paths/page.ts) share it.
 */
export function siteFileCache(analytics: AnalyticsConfig, origin?: OriginRewrite): StaticFileCache {
  const tag = analyticsTag(analytics);
  // Also one per site origin (SITE_URL when it differs from the build's: services/site-origin.ts).
  const key = origin ? `${tag}\0${origin.from}\0${origin.to}` : tag;
  let cache = siteFileCaches.get(key);
  if (!cache) {
    cache = new StaticFileCache({
      transformHtml: tag ? (html) => injectBeforeHeadEnd(html, tag) : undefined,
      origin,
    });
    siteFileCaches.set(key, cache);
  }
  return cache;
}

/** The Buffer's own bytes as the Uint8Array it is: no copy per request (decision 147). */
const bytesOf = (buffer: Buffer) => buffer as Uint8Array<ArrayBuffer>;

function send(c: Context<AppEnv>, body: Buffer | string, type: string, cache: string, status = 200) {
  c.header('Content-Type', type);
  c.header('Cache-Control', cache);
  return c.body(typeof body === 'string' ? body : bytesOf(body), status as 200);
}

/** What a cached file answers: its status, validator and encoding headers, and the bytes to send. */
export interface FileAnswer {
  status: 200 | 304;
  headers: Record<string, string>;
  body: Buffer | null;
}

/**
 * A file from the cache in the best encoding the client accepts (decision 076). Its ETag answers a
 * matching If-None-Match with 304; the encoded forms carry their own ETag, being other bytes. Shared
 * by the app's routes and the page fast path (fast-paths/page.ts), so both answer alike.
 */
export function fileAnswer(
  file: CachedFile,
  acceptEncoding: string | undefined,
  ifNoneMatch: string | undefined,
): FileAnswer {
  const encoding = chooseEncoding(acceptEncoding, file);
  const etag = encoding ? file.etag.replace(/"$/, `-${encoding}"`) : file.etag;
  const headers: Record<string, string> = { ETag: etag };
  // Caches must key on the encoding whenever another one could have been chosen.
  if (file.br || file.gzip) headers.Vary = 'Accept-Encoding';
  if (etagMatches(ifNoneMatch, etag)) return { status: 304, headers, body: null };
  if (encoding) headers['Content-Encoding'] = encoding;
  return { status: 200, headers, body: encoding ? file[encoding]! : file.body };
}

function sendFile(c: Context<AppEnv>, file: CachedFile, type: string, cache: string) {
  const answer = fileAnswer(file, c.req.header('Accept-Encoding'), c.req.header('If-None-Match'));
  c.header('Content-Type', type);
  c.header('Cache-Control', cache);
  // Appended: a member's page varies on the cookie as well (renderPage).
  for (const [name, value] of Object.entries(answer.headers))
    c.header(name, value, { append: name === 'Vary' });
  return answer.body ? c.body(bytesOf(answer.body), 200) : c.body(null, 304);
}

export const sendPage = (c: Context<AppEnv>, file: CachedFile) => sendFile(c, file, HTML, 'no-cache');

/**
 * The app shell for a member's page (or a private question), or a page kept out of the sitemap:
 * nothing in it is for search engines, so it says so in a header, which a crawler reads without
 * running the page.
 */
export function sendShell(c: Context<AppEnv>, file: CachedFile) {
  c.header('X-Robots-Tag', 'noindex');
  return sendPage(c, file);
}

const plainNotFound = (c: Context<AppEnv>) =>
  send(c, 'Not found', 'text/plain; charset=utf-8', 'no-cache', 404);

/** Where the prerender step writes a page: `/a/b` -> `a/b/index.html`. */
export const pageFile = (root: string, urlPath: string) =>
  resolveInside(root, path.posix.join(urlPath, 'index.html'));

/** `?a=b` of a request URL, or '' (a bare `?` is dropped). */
function querySuffix(url: string): string {
  const at = url.indexOf('?');
  return at < 0 || at === url.length - 1 ? '' : url.slice(at);
}

async function renderPage(c: Context<AppEnv>, files: StaticFileCache, root: string, urlPath: string) {
  const legacy = findLegacyPath(urlPath);
  // The query string goes along: campaign tags and search terms in old links still count.
  if (legacy) return c.redirect(legacy.target + querySuffix(c.req.url), 301);
  // A page prerendered for its query (/quote?line=auto: src/shared/page-variants.ts).
  const variant = variantFor(urlPath, new URL(c.req.url).searchParams);
  const prerendered = variant ? await files.get(resolveInside(root, `/${variant}`)) : undefined;
  if (prerendered) return sendPage(c, prerendered);
  const exact = await files.get(pageFile(root, urlPath));
  const match = matchRoute(urlPath);
  // Prerendered but kept out of the sitemap (the login and register forms): not for search engines.
  if (exact) return match?.route.sitemap === false ? sendShell(c, exact) : sendPage(c, exact);
  if (match) {
    // Matching ignores case, so /About-Us finds the file written for /about-us.
    if (!/[:*]/.test(match.route.pattern)) {
      const canonical = await files.get(pageFile(root, match.route.pattern));
      if (canonical) return sendPage(c, canonical);
    }
    if (match.route.render === 'member') {
      // What is sent depends on the session cookie, so a cache must not give one to the other.
      c.header('Vary', 'Cookie');
      // A signed-in request gets the screen's own shell when the build made one (decision 195): its
      // heading, intro and placeholders paint at once. A guest gets the plain shell: the screen
      // sends them to log in, or shows what membership offers (the dashboard). A page for anyone
      // opened from an emailed link gets its own shell when the address carries the link's token
      // (the shell is what a link shows first; without one the page says the link is incomplete).
      const forAnyone = !match.route.guards?.includes('auth') && new URL(c.req.url).searchParams.has('token');
      const own =
        forAnyone || getCookie(c, HINT_COOKIE)
          ? await files.get(resolveInside(root, `/${memberShellFile(match.route.page)}`))
          : undefined;
      const shell = own ?? (await files.get(resolveInside(root, '/_shell.html')));
      if (shell) return sendShell(c, shell);
    }
  }
  return notFoundPage(c, files, root, urlPath);
}

export async function notFoundPage(
  c: Context<AppEnv>,
  files: StaticFileCache,
  root: string,
  urlPath: string,
) {
  const page = await files.get(resolveInside(root, '/404.html'));
  if (!page) return plainNotFound(c);
  let shown = urlPath;
  try {
    shown = decodeURIComponent(urlPath);
  } catch {
    // Keep the raw path; it is escaped below either way.
  }
  // Filled in per request, so sent as it is: a 404 is rare and small.
  const text = page.body.toString('utf8').replaceAll('__NOT_FOUND_PATH__', escapeHtml(shown));
  return send(c, text, HTML, 'no-cache', 404);
}

export function staticRoutes(staticDir: string, analytics: AnalyticsConfig = {}, origin?: OriginRewrite) {
  const root = path.resolve(staticDir);
  const files = siteFileCache(analytics, origin);
  const app = new Hono<AppEnv>();
  // Hono answers HEAD with the GET handler and drops the body.
  app.get('*', async (c) => {
    const urlPath = c.req.path;
    const ext = path.posix.extname(urlPath).toLowerCase();
    // A path without an extension is a page: its folder's index.html, found below, not a file.
    if (urlPath !== '/' && !urlPath.endsWith('/') && (ext || urlPath.startsWith('/.well-known/'))) {
      const file = resolveInside(root, urlPath);
      const cached = await files.get(file);
      if (cached && file) {
        const type = contentTypeOf(file);
        return sendFile(c, cached, type, type === HTML ? 'no-cache' : cacheControlFor(urlPath));
      }
    }
    if (urlPath.startsWith('/assets/') || (assetExtensions.has(ext) && !findLegacyPath(urlPath))) {
      return plainNotFound(c);
    }
    return renderPage(c, files, root, urlPath);
  });
  return app;
}
