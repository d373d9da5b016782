// GET /dashboard/agent and its sections, for an agent: the page rendered with the section's first
// data in it (decision 244). The data is what the console's own API answers this agent (asked
// in-process, with the request's cookie, so the rules and the shapes are the API's), rendered into
// the console's shell by the SSR entry and embedded for the browser's first render. The list is
// then on the first paint, not after the entry, the section's code and the data have all arrived
// (decision 244). Anyone else, an address whose data is not there (a question that does not
// exist), or a render that fails goes on to the static routes: the console's shell.
import { Hono } from 'hono';
import { consoleFirstLoads } from '../../shared/console-loads';
import type { PageData } from '../../shared/page-data';
import type { AppEnv } from '../app-env';
import type { AppDb } from '../db/client';
import type { Logger } from '../logger';
import type { AnalyticsConfig } from '../services/static-files';
import { loadSession } from '../write/session';
import { pageRenderer, type PageRendererDeps } from './page-renderer';
import { htmlSender } from './static';

export interface ConsolePageDeps extends PageRendererDeps {
  db: AppDb;
  now: () => Date;
  analytics?: AnalyticsConfig;
  logger?: Logger;
  /** The app's own API, asked in-process: `app.request(url, { headers })`. */
  fetchApi: (url: string, init: { headers: Record<string, string> }) => Promise<Response>;
}

export function consolePageRoutes(deps: ConsolePageDeps) {
  const renderPage = pageRenderer(deps);
  const html = htmlSender(deps.analytics ?? {});
  const app = new Hono<AppEnv>();

  /** The loads' answers by key, or undefined when any of them is not a 200. */
  async function firstData(path: string, cookie: string): Promise<PageData | undefined> {
    const loads = consoleFirstLoads(path);
    if (loads.length === 0) return undefined;
    const answers = await Promise.all(loads.map(({ url }) => deps.fetchApi(url, { headers: { cookie } })));
    if (answers.some((answer) => answer.status !== 200)) {
      await Promise.all(answers.map((answer) => answer.body?.cancel()));
      return undefined;
    }
    const bodies = await Promise.all(answers.map((answer) => answer.json() as Promise<unknown>));
    return { path, entries: Object.fromEntries(loads.map(({ key }, i) => [key, bodies[i]])) };
  }

  app.on(
    'GET',
    ['/dashboard/agent', '/dashboard/agent/*'],
    loadSession(deps.db, deps.now, false),
    async (c, next) => {
      if (c.get('session')?.user.role !== 'agent') return next();
      try {
        const data = await firstData(c.req.path, c.req.header('cookie') ?? '');
        if (!data) return next();
        const text = await renderPage(c.req.path, { shell: true, pageData: data }, ' data-shell');
        // One agent's view of members' words: for this session only, kept by no cache, indexed by no one.
        c.header('X-Robots-Tag', 'noindex');
        c.header('Vary', 'Cookie');
        return html(c, text, 200, 'private, no-store');
      } catch (error) {
        deps.logger?.error('console-page.render', { requestId: c.get('requestId'), error: String(error) });
        return next();
      }
    },
  );

  return app;
}
