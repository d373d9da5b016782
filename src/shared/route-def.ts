// The shape of one entry of the page registry (src/shared/route-table.ts). Page keys and guard
// names are closed unions, so a typo in the registry, the client's page loaders or a guard list
// fails `npm run typecheck` (proved in src/app/routes.test.ts).

/** Every page component the client can load; src/app/routes.tsx maps each to its module. */
export type PageKey =
  | 'home'
  | 'about'
  | 'articles-overview'
  | 'article'
  | 'categories'
  | 'category'
  | 'contact'
  | 'content'
  | 'info'
  | 'player'
  | 'markdown'
  | 'register'
  | 'retirement'
  | 'series-index'
  | 'series'
  | 'subscribe'
  | 'subscribe-success'
  | 'subscribe-unsubscribe'
  | 'account'
  | 'login'
  | 'password-reset'
  | 'password-reset-new'
  | 'email-change'
  | 'quote'
  | 'resources'
  | 'retirement-calculator'
  | 'guide'
  | 'dashboard'
  | 'dashboard-ask'
  | 'dashboard-search'
  | 'website-build'
  | 'chat'
  | 'question'
  | 'agent-questions'
  | 'agent-question'
  | 'agent-leads'
  | 'agent-messages'
  | 'agent-activity'
  | 'agent-website-builds'
  | 'agent-website-build'
  | 'services'
  | 'service-category'
  | 'service'
  | 'legacy';

/**
 * default: site header, page, site footer. mobile and none: see src/app/layouts/layouts.tsx.
 * app: a slim app bar, no marketing nav, footer or newsletter (the agent console).
 * screen: as app, and the page is one screen (100dvh) that never scrolls as a whole (the chat).
 */
export type LayoutName = 'default' | 'mobile' | 'none' | 'app' | 'screen';
export type GuardName = 'auth' | 'guest';
/** static: prerendered at build time; member: rendered in the browser from the app shell. */
export type RenderMode = 'static' | 'member';

export interface RouteDef {
  /** wouter / regexparam pattern. */
  pattern: string;
  /** Key of the page component in src/app/routes.tsx. */
  page: PageKey;
  title: string;
  layout: LayoutName;
  guards: GuardName[];
  render: RenderMode;
  /**
   * The page has page data (`_payload.json`) compiled from src/content: the prerender embeds it and
   * the client prefetches it ahead of a click. Static pages have it unless they say otherwise.
   */
  payload: boolean;
  /** Listed in sitemap.xml. Static pages are, unless they say otherwise (redirects are not). */
  sitemap: boolean;
  /**
   * A colour mode the page forces while it is shown, whatever the visitor chose (the choice is kept
   * and comes back on the next page). 'system' is not a forced mode, so the type leaves it out.
   */
  colorMode?: 'light' | 'dark';
  /** For a plain content page: the file src/content/pages/{content}.md that gives its payload. */
  content?: string;
  /**
   * Params are checked with this test; a failure is a real 404, as for an unknown path. A plain
   * function, not zod: the registry is in every page's entry chunk, and zod belongs to the forms
   * (decision 076).
   */
  params?: (params: Record<string, string>) => boolean;
  /**
   * Where the layout's skip link leads, when not to <main>: the chat's points at its message box,
   * which a long list of saved conversations would otherwise put many Tab stops away.
   */
  skipTo?: { target: string; label: string };
  /**
   * The screen says by itself, where it matters, what being offline changes (the chat's message
   * box): the site-wide offline bar would be a second notice over the same few lines of a phone.
   */
  saysOffline?: true;
  /**
   * 'on-demand': the first screen needs no script (text, links, <details>), so the page's HTML is not
   * hydrated as it loads; the app starts when the visitor reaches for a control or has a session
   * (src/lib/hydrate-on-demand.ts, decision 261). So are the sign-in, contact and quote forms, whose
   * fields take typing at once and whose send before the app runs is held and sent again once it
   * does (decision 269). Pages with a filter or a tool on their first screen hydrate at once.
   */
  hydrate?: 'on-demand';
  /**
   * On an on-demand page, the query parameters only the app can show (the content hub's `q`, whose
   * results the app draws): an address that carries one starts the app at once; '*' is any query.
   */
  appQuery?: readonly string[];
  /**
   * On an on-demand page, the device's key (IndexedDB) where the page keeps what the visitor left:
   * when it holds something, the app starts at once to show it (the calculator's changed answers).
   */
  stored?: string;
  /** For generated pages: the data the page needs to know which entry it shows. */
  data?: Record<string, string>;
}

export type RouteOptions = Partial<Omit<RouteDef, 'pattern' | 'page' | 'title'>>;

/** One registry entry. Defaults: default layout, no guards, prerendered with page data, in the sitemap. */
export function page(pattern: string, key: PageKey, title: string, options: RouteOptions = {}): RouteDef {
  const render = options.render ?? 'static';
  return {
    pattern,
    page: key,
    title,
    layout: 'default',
    guards: [],
    render,
    payload: render === 'static',
    sitemap: render === 'static',
    ...options,
  };
}
