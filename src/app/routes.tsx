// The client's half of the page registry: each page key of src/shared/route-table.ts mapped to a
// lazily loaded page. Matching itself is matchRoute() from the shared table, so client, prerender and
// server agree on every path. The record is keyed by PageKey: a missing or misspelt key fails
// `npm run typecheck`.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { PageProps } from '../pages/page-props';
import type { PageKey } from '../shared/route-table';
import { nextTask } from '../lib/tasks';
import { loadWithTimeout } from './page-loader';

type PageModule = { default: ComponentType<PageProps> };

/**
 * The large shared code of a form that asks for a phone number, each evaluated in a task of its own
 * before the page: evaluated with it, the three made one task of 240 ms on the account page at the
 * bench's phone speed (decision 266). A page left off this list only loses the split, never its code.
 */
// Through the field rules, not `import('zod')`: a dynamic import of the package keeps all of it.
const zod = () => import('../shared/fields');
const phoneField = () => import('../shared/phone-field');
const inTasks =
  (steps: (() => Promise<unknown>)[], page: () => Promise<PageModule>) => (): Promise<PageModule> =>
    steps
      .reduce<Promise<unknown>>((done, step) => done.then(step).then(nextTask), Promise.resolve())
      .then(page);

export const pageLoaders: Record<PageKey, () => Promise<PageModule>> = {
  home: () => import('../pages/home'),
  about: () => import('../pages/about'),
  'articles-overview': () => import('../pages/articles-overview'),
  article: () => import('../pages/article'),
  categories: () => import('../pages/categories'),
  category: () => import('../pages/category'),
  contact: inTasks([zod, phoneField], () => import('../pages/contact')),
  content: () => import('../pages/content'),
  info: () => import('../pages/info'),
  player: () => import('../pages/player'),
  markdown: () => import('../pages/markdown-page'),
  register: inTasks([zod, phoneField], () => import('../pages/register')),
  retirement: () => import('../pages/retirement'),
  'series-index': () => import('../pages/series-index'),
  series: () => import('../pages/series'),
  subscribe: () => import('../pages/subscribe'),
  'subscribe-success': () => import('../pages/subscribe-success'),
  'subscribe-unsubscribe': () => import('../pages/subscribe-unsubscribe'),
  account: inTasks([zod, phoneField], () => import('../pages/account')),
  login: () => import('../pages/login'),
  'password-reset': () => import('../pages/password-reset'),
  'password-reset-new': () => import('../pages/password-reset-new'),
  'email-change': () => import('../pages/email-change'),
  quote: inTasks([zod, phoneField], () => import('../pages/quote')),
  resources: () => import('../pages/resources'),
  'retirement-calculator': () => import('../pages/retirement-calculator'),
  guide: () => import('../pages/guide'),
  dashboard: () => import('../pages/dashboard'),
  'dashboard-ask': () => import('../pages/dashboard-ask'),
  'dashboard-search': () => import('../pages/dashboard-search'),
  'website-build': inTasks([zod, phoneField], () => import('../pages/website-build')),
  chat: () => import('../pages/chat'),
  question: () => import('../pages/question'),
  'agent-questions': () => import('../pages/agent-questions'),
  'agent-question': () => import('../pages/agent-questions'),
  'agent-leads': () => import('../pages/agent-leads'),
  'agent-messages': () => import('../pages/agent-messages'),
  'agent-activity': () => import('../pages/agent-activity'),
  'agent-website-builds': () => import('../pages/agent-website-builds'),
  'agent-website-build': () => import('../pages/agent-website-builds'),
  services: () => import('../pages/services'),
  'service-category': () => import('../pages/service-category'),
  service: () => import('../pages/service'),
  legacy: () => import('../pages/legacy'),
};

const lazyPages = new Map<PageKey, LazyExoticComponent<ComponentType<PageProps>>>();
/** Pages whose code was loaded before the first render (preloadPage): drawn without suspending. */
const loadedPages = new Map<PageKey, ComponentType<PageProps>>();

/**
 * Loads a page's code before the app's first render (main.tsx), so hydration draws the page in one
 * pass instead of suspending on its chunk and coming back for it (decision 246).
 */
export const preloadPage = (key: PageKey): Promise<void> =>
  loadWithTimeout(pageLoaders[key]).then((loaded) => {
    if (!lazyPages.has(key)) loadedPages.set(key, loaded.default);
  });

/** The component for a page key; one per key, so React keeps its state (lazy unless preloaded). */
export function getPage(key: PageKey): ComponentType<PageProps> {
  const page = loadedPages.get(key) ?? lazyPages.get(key);
  if (page) return page;
  const load = pageLoaders[key];
  const lazyPage = lazy(() => loadWithTimeout(load));
  lazyPages.set(key, lazyPage);
  return lazyPage;
}

/** React.lazy remembers a failure for good; Retry drops it so the next render imports afresh. */
export function forgetPage(key: PageKey): void {
  lazyPages.delete(key);
}
