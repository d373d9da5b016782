// Prerendered pages answered in Node's request handler, before the request becomes a Fetch
// Request for Hono (decision 160). A page is the site's most common answer and the same bytes for
// everyone: going through the app cost a Request, a Response, a Headers object filled header by
// header, and the middleware chain, for about a third of the bare route's rate. Here the answer is the
// cached file (the same cache as the app's, so the same bytes, analytics tag included), its
// encoding and validator from the same `fileAnswer`, and the same security headers and request id as
// every other answer. Anything that is not plainly a prerendered page goes on to the app untouched.
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import path from 'node:path';
import { findLegacyPath } from '@/shared/legacy-paths';
import { pageVariants, variantFor } from '@/shared/page-variants';
import { matchRoute } from '@/shared/route-table';
import { fileAnswer, pageFile, siteFileCache } from '../routes/static';
import { resolveInside } from '../services/static-files';
import type { OriginRewrite } from '../services/site-origin';
import type { CachedFile } from '../services/static-cache';
import type { AnalyticsConfig } from '../services/static-files';
import { writeRaw } from './raw-answer';

/** Lower-case words between single slashes: every prerendered page's address, nothing odd. */
const PAGE_PATH = /^\/(?:[a-z0-9-]+\/)*[a-z0-9-]*$/;

export interface PageFastPathOptions {
  staticDir: string;
  analytics: AnalyticsConfig;
  /** The security headers every answer carries (securityHeaderValues). */
  securityHeaders: Record<string, string>;
  /** SITE_URL's origin for the build's, as the app's routes have it (the same file cache). */
  origin?: OriginRewrite;
}

/** Addresses whose file is remembered; more than the site has pages, fewer than a scan could send. */
const TARGETS_MAX = 4096;

const firstValue = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** The app's listener with prerendered pages answered first. */
export function withPageFastPath(app: RequestListener, options: PageFastPathOptions): RequestListener {
  const root = path.resolve(options.staticDir);
  const files = siteFileCache(options.analytics, options.origin);
  // Member pages are the app shell or rendered per request (question pages): never files here.
  const isPage = (urlPath: string) =>
    PAGE_PATH.test(urlPath) && !urlPath.startsWith('/api/') && !urlPath.startsWith('/dashboard/');

  // The file (or none) for each address asked for: the same address always gives the same answer,
  // and resolving it cost about 5 % of the server's time per page answered. Bounded, as addresses
  // come from anyone.
  const targets = new Map<string, string | undefined>();
  function targetOf(urlPath: string): string | undefined {
    if (targets.has(urlPath)) return targets.get(urlPath);
    // Pages kept out of the sitemap (login, register, password reset) go to the app, which marks
    // them noindex (routes/static.ts); answered here they lost X-Robots-Tag.
    const target =
      isPage(urlPath) && !findLegacyPath(urlPath) && matchRoute(urlPath)?.route.sitemap !== false
        ? pageFile(root, urlPath)
        : undefined;
    if (targets.size >= TARGETS_MAX) targets.clear();
    targets.set(urlPath, target);
    return target;
  }

  /**
   * The page file a request asks for, when it is plainly a prerendered page's address. A page
   * prerendered for its query (/quote?line=auto, src/shared/page-variants.ts) answers that file, as
   * the app does: the query ignored, the line's form came only when the app ran (LCP 2.6 s).
   */
  function pageFileOf(req: IncomingMessage): string | undefined {
    if (req.method !== 'GET') return undefined;
    const url = req.url ?? '';
    const query = url.indexOf('?');
    const urlPath = query < 0 ? url : url.slice(0, query);
    const target = targetOf(urlPath);
    if (!target || query < 0 || !pageVariants[urlPath]) return target;
    const variant = variantFor(urlPath, new URLSearchParams(url.slice(query + 1)));
    return variant ? resolveInside(root, `/${variant}`) : target;
  }

  function send(req: IncomingMessage, res: ServerResponse, file: CachedFile) {
    const answer = fileAnswer(
      file,
      firstValue(req.headers['accept-encoding']),
      firstValue(req.headers['if-none-match']),
    );
    writeRaw(
      res,
      answer.status,
      { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache', ...answer.headers },
      answer.body ?? undefined,
      options.securityHeaders,
    );
  }

  return (req, res) => {
    const target = pageFileOf(req);
    if (!target) return app(req, res);
    // A page already in memory is answered now; one not read yet waits for the disk once.
    const hit = files.cached(target);
    if (hit) return send(req, res, hit);
    files.get(target).then(
      (file) => (file ? send(req, res, file) : app(req, res)),
      () => {
        // A file that cannot be read now: the app answers it (and reports the problem) as before.
        if (!res.headersSent) app(req, res);
      },
    );
  };
}
