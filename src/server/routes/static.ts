// The built site (docs/contracts.md "The server's static rules"): files from STATIC_DIR, legacy
// redirects, prerendered pages, the app shell for member routes, and a real 404 page otherwise.
import path from 'node:path';
import { Hono, type Context } from 'hono';
import { findLegacyPath } from '../../shared/legacy-paths';
import { matchRoute } from '../../shared/route-table';
import type { AppEnv } from '../app-env';
import {
  analyticsTag,
  assetExtensions,
  cacheControlFor,
  contentTypeOf,
  escapeHtml,
  injectBeforeHeadEnd,
  readRegularFile,
  resolveInside,
  type AnalyticsConfig,
} from '../services/static-files';

export type Html = (c: Context<AppEnv>, body: Buffer | string, status?: number) => Response;

function send(c: Context<AppEnv>, body: Buffer | string, type: string, cache: string, status = 200) {
  c.header('Content-Type', type);
  c.header('Cache-Control', cache);
  return c.body(typeof body === 'string' ? body : new Uint8Array(body), status as 200);
}

/** Sends a page; every HTML answer goes through here so each one gets the analytics tag. */
export function htmlSender(analytics: AnalyticsConfig): Html {
  const tag = analyticsTag(analytics);
  return (c, body, status = 200) => {
    const text = tag ? injectBeforeHeadEnd(body.toString(), tag) : body;
    return send(c, text, 'text/html; charset=utf-8', 'no-cache', status);
  };
}

const plainNotFound = (c: Context<AppEnv>) =>
  send(c, 'Not found', 'text/plain; charset=utf-8', 'no-cache', 404);

/** Where the prerender step writes a page: `/a/b` -> `a/b/index.html`. */
const pageFile = (root: string, urlPath: string) =>
  resolveInside(root, path.posix.join(urlPath, 'index.html'));

async function renderPage(c: Context<AppEnv>, html: Html, root: string, urlPath: string) {
  const legacy = findLegacyPath(urlPath);
  if (legacy) return c.redirect(legacy.target, 301);
  const exact = await readRegularFile(pageFile(root, urlPath));
  if (exact) return html(c, exact);
  const match = matchRoute(urlPath);
  if (match) {
    // Matching ignores case, so /About-Us finds the file written for /about-us.
    if (!/[:*]/.test(match.route.pattern)) {
      const canonical = await readRegularFile(pageFile(root, match.route.pattern));
      if (canonical) return html(c, canonical);
    }
    if (match.route.render === 'member') {
      const shell = await readRegularFile(resolveInside(root, '/_shell.html'));
      if (shell) return html(c, shell);
    }
  }
  return notFoundPage(c, html, root, urlPath);
}

export async function notFoundPage(c: Context<AppEnv>, html: Html, root: string, urlPath: string) {
  const page = await readRegularFile(resolveInside(root, '/404.html'));
  if (!page) return plainNotFound(c);
  let shown = urlPath;
  try {
    shown = decodeURIComponent(urlPath);
  } catch {
    // Keep the raw path; it is escaped below either way.
  }
  return html(c, page.toString('utf8').replaceAll('__NOT_FOUND_PATH__', escapeHtml(shown)), 404);
}

export function staticRoutes(staticDir: string, analytics: AnalyticsConfig = {}) {
  const root = path.resolve(staticDir);
  const html = htmlSender(analytics);
  const app = new Hono<AppEnv>();
  // Hono answers HEAD with the GET handler and drops the body.
  app.get('*', async (c) => {
    const urlPath = c.req.path;
    if (urlPath !== '/' && !urlPath.endsWith('/')) {
      const file = resolveInside(root, urlPath);
      const bytes = await readRegularFile(file);
      if (bytes && file) {
        const type = contentTypeOf(file);
        if (type.startsWith('text/html')) return html(c, bytes);
        return send(c, bytes, type, cacheControlFor(urlPath));
      }
    }
    const ext = path.posix.extname(urlPath).toLowerCase();
    if (urlPath.startsWith('/assets/') || (assetExtensions.has(ext) && !findLegacyPath(urlPath))) {
      return plainNotFound(c);
    }
    return renderPage(c, html, root, urlPath);
  });
  return app;
}
