// THE page registry: one entry per page, as plain data, read by the client router, the prerender
// step (HTML, page data, sitemap), the payload prefetch and the server (real 404s, legacy
// redirects). Adding a page is one entry here; see docs/adding-a-page.md. No React here.
import { parse } from 'regexparam';
import { legacyPaths } from './legacy-paths';
import { page, type RouteDef, type RouteOptions } from './route-def';
import { serviceCategories } from './services-catalog';

export type { GuardName, LayoutName, PageKey, RenderMode, RouteDef } from './route-def';

const slugSegment = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const isSlug = (value: string | undefined) => slugSegment.test(value ?? '');
const slugParams = (params: Record<string, string>) => isSlug(params.name);
const articleParams = (params: Record<string, string>) => (params['*'] ?? '').split('/').every(isSlug);
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const questionParams = (params: Record<string, string>) => uuidPattern.test(params.id ?? '');

const memberOnly: RouteOptions = { render: 'member', guards: ['auth'] };
/** The agent console works in its own layout, without the marketing chrome. */
const consoleOnly: RouteOptions = { ...memberOnly, layout: 'app' };
/** Prerendered, but with no page data from src/content (the page holds what it shows). */
const noPayload: RouteOptions = { payload: false };
/** A page to read: links and <details> only, hydrated when the visitor needs the app (decision 261). */
const reading: RouteOptions = { hydrate: 'on-demand' };
/**
 * A form in the page's HTML: hydrated when the visitor reaches for it (decision 269). What they type
 * meanwhile stays in the field and the form reads it from there (react-hook-form when it registers
 * a field, the quote form as it takes the page over); a send meanwhile is held and sent again.
 */
const form: RouteOptions = { hydrate: 'on-demand' };

/**
 * The guides under /resources. A new guide is one line here plus src/content/guides/{slug}.md:
 * route, page data, prerender, prefetch, sitemap, search and the resources list follow.
 */
export const resourceGuides = [
  { slug: 'auto-insurance-guide', title: 'Auto Insurance Guide' },
  // A tool on its first screen (the glossary's filter, the checklist's ticks kept on the device): hydrated at once.
  { slug: 'health-insurance-glossary', title: 'Health Insurance Glossary', tool: true },
  { slug: 'life-insurance-buyers-guide', title: "Life Insurance Buyer's Guide" },
  { slug: 'medicare-guide', title: 'Medicare Guide' },
  { slug: 'retirement-planning-checklist', title: 'Retirement Planning Checklist', tool: true },
] as const;

/**
 * Where the calculator keeps answers changed from its example values (null while unchanged); its
 * route names it, so a device that holds some starts the page's app at once to show them.
 */
export const CALCULATOR_STORED_KEY = 'calculator:inputs';

export const routeTable: RouteDef[] = [
  page('/', 'home', 'Insurance and Financial Planning', { ...reading, content: 'home' }),
  page('/about-us', 'about', 'About Us', { ...reading, content: 'about-us' }),
  // Its filters take a choice in the HTML; an address with one starts the app, which narrows the list.
  page('/articles/overview', 'articles-overview', 'Articles', {
    ...reading,
    appQuery: ['category', 'topic'],
  }),
  page('/articles/*', 'article', 'Article', { ...reading, params: articleParams }),
  page('/categories', 'categories', 'Categories', reading),
  page('/categories/:name', 'category', 'Category', { ...reading, layout: 'mobile', params: slugParams }),
  page('/contact', 'contact', 'Contact Us', { ...form, content: 'contact' }),
  page('/content', 'content', 'Content Hub', { ...reading, content: 'content', appQuery: ['q'] }),
  page('/info', 'info', 'Agency Information', { ...reading, content: 'info' }),
  page('/player', 'player', 'Player'),
  page('/PrivacyPolicy', 'markdown', 'Privacy Policy', { ...reading, content: 'privacy-policy' }),
  // Prerendered (no page data, not in the sitemap): the form is in the first paint, so nothing
  // below it jumps when the script arrives (decision 167).
  page('/register', 'register', 'Create an Account', { ...form, payload: false, sitemap: false }),
  page('/retirement', 'retirement', 'Retirement Planning', { ...reading, content: 'retirement' }),
  page('/series', 'series-index', 'Series', reading),
  page('/series/:name', 'series', 'Series', { layout: 'none', params: slugParams }),
  page('/subscribe', 'subscribe', 'Subscribe', { content: 'subscribe' }),
  // Both read their query string (a token from an email), so they render in the browser only.
  page('/subscribe/success', 'subscribe-success', 'Subscription Confirmed', { render: 'member' }),
  page('/subscribe/unsubscribe', 'subscribe-unsubscribe', 'Unsubscribe', { render: 'member' }),
  page('/login', 'login', 'Log In', { ...form, guards: ['guest'], payload: false, sitemap: false }),
  // "Forgot your password?" (decision 170): guest-only like /login and kept from search engines.
  // The request form is prerendered; the link's page reads its token, so it renders in the browser.
  page('/password-reset', 'password-reset', 'Forgot Your Password?', {
    ...form,
    guards: ['guest'],
    payload: false,
    sitemap: false,
  }),
  page('/password-reset/new', 'password-reset-new', 'Choose a New Password', {
    render: 'member',
    guards: ['guest'],
  }),
  // A changed email address (decision 216): the link's page reads its token, so it renders in the
  // browser; logged in or not, as the link may be opened on any device.
  page('/account/email', 'email-change', 'Confirm Your New Email Address', { render: 'member' }),
  page('/quote', 'quote', 'Get a Quote', { ...form, ...noPayload, appQuery: ['ref', 'service'] }),
  page('/resources', 'resources', 'Resources', reading),
  // Its first screen answers for the example values in the HTML; typing starts the app (decision 270).
  page('/resources/retirement-calculator', 'retirement-calculator', 'Retirement Calculator', {
    ...form,
    ...noPayload,
    // Any query: a link with answers (toQueryString), whatever it names.
    appQuery: ['*'],
    stored: CALCULATOR_STORED_KEY,
  }),
  ...resourceGuides.map((guide) =>
    page(`/resources/${guide.slug}`, 'guide', guide.title, {
      ...('tool' in guide ? {} : reading),
      data: { guide: guide.slug },
    }),
  ),
  page('/dashboard', 'dashboard', 'Dashboard', { render: 'member' }),
  page('/dashboard/ask', 'dashboard-ask', 'Ask a Question', memberOnly),
  page('/dashboard/search', 'dashboard-search', 'Search Questions', memberOnly),
  page('/dashboard/WebsiteBuild', 'website-build', 'Get Started with Your Website', memberOnly),
  page('/dashboard/account', 'account', 'Your Account', memberOnly),
  // An app screen: the message list scrolls inside, the message box stays at the bottom.
  page('/dashboard/chat', 'chat', 'Chat Assistant', {
    ...memberOnly,
    layout: 'screen',
    skipTo: { target: 'chat-message', label: 'Skip to the message box' },
    saysOffline: true,
  }),
  page('/dashboard/question/:id', 'question', 'Question', { render: 'member', params: questionParams }),
  // The agent console: 'auth' sends anonymous visitors to log in; the page shows members a 403.
  page('/dashboard/agent', 'agent-questions', 'Questions to Answer', consoleOnly),
  page('/dashboard/agent/questions/:id', 'agent-question', 'Question', {
    ...consoleOnly,
    params: questionParams,
  }),
  page('/dashboard/agent/leads', 'agent-leads', 'Quote Leads', consoleOnly),
  page('/dashboard/agent/messages', 'agent-messages', 'Contact Messages', consoleOnly),
  page('/dashboard/agent/activity', 'agent-activity', 'Recent Activity', consoleOnly),
  page('/dashboard/agent/website-builds', 'agent-website-builds', 'Website Builds', consoleOnly),
  page('/dashboard/agent/website-builds/:id', 'agent-website-build', 'Website Build', {
    ...consoleOnly,
    params: questionParams,
  }),
  page('/services', 'services', 'Our Services', reading),
  ...serviceCategories.map((category) =>
    page(`/services/${category.slug}`, 'service-category', category.title, {
      ...reading,
      data: { category: category.slug },
    }),
  ),
  ...serviceCategories.flatMap((category) =>
    category.services.map((service) =>
      page(`/services/${category.slug}/${service.slug}`, 'service', service.title, {
        ...reading,
        data: { category: category.slug, service: service.slug },
      }),
    ),
  ),
  // Old addresses redirect to the page that replaced them: no page data, not in the sitemap.
  ...legacyPaths.map((legacy) =>
    page(legacy.path, 'legacy', legacy.title, {
      data: { target: legacy.target },
      payload: false,
      sitemap: false,
    }),
  ),
];

const compiled = routeTable.map((route) => ({ route, ...parse(route.pattern) }));

export interface RouteMatch {
  route: RouteDef;
  params: Record<string, string>;
}

/**
 * The route for a path, or undefined when nothing matches or the params fail validation
 * (both are a 404). The first match wins, so specific patterns come first above.
 */
export function matchRoute(pathname: string): RouteMatch | undefined {
  const path = pathname.split(/[?#]/)[0] ?? '/';
  for (const { route, keys, pattern } of compiled) {
    const found = pattern.exec(path);
    if (!found) continue;
    const params: Record<string, string> = {};
    (keys || []).forEach((key, index) => {
      params[key] = decodeURIComponent(found[index + 1] ?? '');
    });
    if (route.params && !route.params(params)) return undefined;
    return { route, params };
  }
  return undefined;
}

/** Paths that the build renders to HTML: every static route without params. */
export function staticPaths(): string[] {
  return routeTable
    .filter((route) => route.render === 'static' && !/[:*]/.test(route.pattern))
    .map((route) => route.pattern);
}

/** Whether a path's page has page data to fetch (and so to prefetch ahead of a click). */
export function hasPayload(path: string): boolean {
  return matchRoute(path)?.route.payload ?? false;
}

/** Whether a path belongs in sitemap.xml. */
export function inSitemap(path: string): boolean {
  return matchRoute(path)?.route.sitemap ?? false;
}

/** The plain content pages: path and the src/content/pages file that gives each its page data. */
export function contentPages(): { path: string; name: string }[] {
  return routeTable.flatMap((route) => (route.content ? [{ path: route.pattern, name: route.content }] : []));
}
