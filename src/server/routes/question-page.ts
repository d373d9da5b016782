// GET /dashboard/question/:id, ahead of the static site. A public question is rendered here with
// the SSR entry (its QAPage JSON-LD included) so search engines and first paint get the text; a
// private one is rendered the same way, and only for its author or an agent, as a private page
// (noindex, never stored by a cache: decision 242); anyone else, and any unknown or
// malformed id, gets the 404 page with status 404, so ids cannot be probed (decision 091).
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Hono, type Context } from 'hono';
import type { QuestionDetail } from '../../shared/questions-schemas';
import type { AppEnv } from '../app-env';
import type { AppDb } from '../db/client';
import type { Logger } from '../logger';
import { canSeeOwned } from '../services/authz';
import { findQuestion, getOwnQuestionForPage, getPublicQuestionForPage } from '../services/questions';
import { rewriteOrigin, type OriginRewrite } from '../services/site-origin';
import { StaticFileCache } from '../services/static-cache';
import { resolveInside, type AnalyticsConfig } from '../services/static-files';
import { loadSession } from '../write/session';
import { htmlSender, notFoundPage, sendPage, sendShell, siteFileCache } from './static';

export interface RenderedPage {
  html: string;
  head: string;
  status: number;
  /** The page's data as a JSON block, to follow the mount element. */
  dataBlock?: string;
}

export interface PageRenderer {
  render(url: string, options: { question: QuestionDetail }): Promise<RenderedPage>;
}

export interface QuestionPageDeps {
  db: AppDb;
  now: () => Date;
  staticDir: string;
  analytics?: AnalyticsConfig;
  logger?: Logger;
  /** The SSR entry; by default the build's, beside STATIC_DIR (dist/server/entry-server.js). */
  loadRenderer?: () => Promise<PageRenderer>;
  /** index.html before prerendering filled it; scripts/prerender.ts keeps it as dist/server/template.html. */
  templateFile?: string;
  /** SITE_URL's origin for the build's (services/site-origin.ts): the SSR entry names the build's. */
  origin?: OriginRewrite;
}

const MOUNT = '<div id="__nuxt"><!--app-html--></div>';

/** The page into the template, as the prerender step fills it. Replacer functions: `$&` in text stays text. */
export function fillTemplate(template: string, page: RenderedPage): string {
  let html = template;
  if (page.head.includes('<title>')) html = html.replace(/<title>[^<]*<\/title>\s*/, '');
  html = html.replace('<!--app-head-->', () => page.head);
  return html.replace(MOUNT, () => `<div id="__nuxt">${page.html}</div>${page.dataBlock ?? ''}`);
}

function defaultRendererLoader(serverDir: string): () => Promise<PageRenderer> {
  let loading: Promise<PageRenderer> | undefined;
  return () => {
    loading ??= import(pathToFileURL(path.join(serverDir, 'entry-server.js')).href) as Promise<PageRenderer>;
    // A failed import (no build yet) is tried again on the next request.
    loading.catch(() => (loading = undefined));
    return loading;
  };
}

export function questionPageRoutes(deps: QuestionPageDeps) {
  const root = path.resolve(deps.staticDir);
  const serverDir = path.join(path.dirname(root), 'server');
  const templateFile = deps.templateFile ?? path.join(serverDir, 'template.html');
  const loadRenderer = deps.loadRenderer ?? defaultRendererLoader(serverDir);
  const html = htmlSender(deps.analytics ?? {});
  const files = siteFileCache(deps.analytics ?? {}, deps.origin);
  // The template as built, without the analytics tag: htmlSender adds it to the finished page.
  const templates = new StaticFileCache({});
  const app = new Hono<AppEnv>();

  /** The app shell: noindex for a private question; a public one whose render failed stays indexable. */
  async function shell(c: Context<AppEnv>, indexable = false) {
    const page = await files.get(resolveInside(root, '/_shell.html'));
    if (!page) return notFoundPage(c, files, root, c.req.path);
    return indexable ? sendPage(c, page) : sendShell(c, page);
  }

  async function rendered(c: Context<AppEnv>, question: QuestionDetail) {
    const isPrivate = question.visibility !== 'public';
    try {
      const template = await templates.get(templateFile);
      if (!template) throw new Error(`no page template at ${templateFile}`);
      const { render } = await loadRenderer();
      const page = await render(c.req.path, { question });
      const text = rewriteOrigin(fillTemplate(template.body.toString('utf8'), page), deps.origin);
      if (!isPrivate) return html(c, text);
      // One member's words: for this session only, kept by no cache, shown by no search engine.
      c.header('X-Robots-Tag', 'noindex');
      c.header('Vary', 'Cookie');
      return html(c, text, 200, 'private, no-store');
    } catch (error) {
      // The shell fetches the question, so the reader still sees it; a public one loses its crawler copy.
      deps.logger?.error('question-page.render', { requestId: c.get('requestId'), error: String(error) });
      return shell(c, !isPrivate);
    }
  }

  app.get('/dashboard/question/:id', loadSession(deps.db, deps.now, false), async (c) => {
    const id = c.req.param('id');
    const published = await getPublicQuestionForPage(deps.db, id);
    if (published) return rendered(c, published);
    const row = await findQuestion(deps.db, id);
    const viewer = c.get('session')?.user;
    if (row && viewer && canSeeOwned(viewer, row.authorId))
      return rendered(c, await getOwnQuestionForPage(deps.db, row, viewer));
    return notFoundPage(c, files, root, c.req.path);
  });

  return app;
}
