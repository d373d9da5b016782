// GET /dashboard/question/:id, ahead of the static site. A public question is rendered here with
// the SSR entry (its QAPage JSON-LD included) so search engines and first paint get the text; a
// private one is rendered the same way, and only for its author or an agent, as a private page
// (noindex, never stored by a cache: decision 242); anyone else, and any unknown or
// malformed id, gets the 404 page with status 404, so ids cannot be probed (decision 091).
import path from 'node:path';
import { Hono, type Context } from 'hono';
import type { QuestionDetail } from '../../shared/questions-schemas';
import type { AppEnv } from '../app-env';
import type { AppDb } from '../db/client';
import type { Logger } from '../logger';
import { canSeeOwned } from '../services/authz';
import { findQuestion, getOwnQuestionForPage, getPublicQuestionForPage } from '../services/questions';
import { resolveInside, type AnalyticsConfig } from '../services/static-files';
import { loadSession } from '../write/session';
import { pageRenderer, type PageRendererDeps } from './page-renderer';
import { htmlSender, notFoundPage, sendPage, sendShell, siteFileCache } from './static';

export interface QuestionPageDeps extends PageRendererDeps {
  db: AppDb;
  now: () => Date;
  analytics?: AnalyticsConfig;
  logger?: Logger;
}

export function questionPageRoutes(deps: QuestionPageDeps) {
  const root = path.resolve(deps.staticDir);
  const renderPage = pageRenderer(deps);
  const html = htmlSender(deps.analytics ?? {});
  const files = siteFileCache(deps.analytics ?? {}, deps.origin);
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
      const text = await renderPage(c.req.path, { question });
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
