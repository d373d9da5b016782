// The one route table (spec section 2), as plain data so that the client router, the prerender
// step and the server (real 404s, legacy redirects) all read the same list. No React here.
import { parse } from 'regexparam';
import { z } from 'zod';
import { legacyPaths } from './legacy-paths';
import { serviceCategories } from './services-catalog';

export type LayoutName = 'default' | 'mobile' | 'none';
export type GuardName = 'auth' | 'guest';
/** static: prerendered at build time; member: rendered in the browser from the app shell. */
export type RenderMode = 'static' | 'member';

export interface RouteDef {
  /** wouter / regexparam pattern. */
  pattern: string;
  /** Key of the page component in src/app/routes.tsx. */
  page: string;
  title: string;
  layout: LayoutName;
  guards: GuardName[];
  render: RenderMode;
  /** Params are checked with this schema; a failure is a 404 (spec section 5). */
  params?: z.ZodType<Record<string, string>>;
  /** For generated pages: the data the page needs to know which entry it shows. */
  data?: Record<string, string>;
}

const slugSegment = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const slugParams = z.object({ name: z.string().regex(slugSegment) });
const articleParams = z.object({
  '*': z
    .string()
    .refine((value) => value.split('/').every((segment) => slugSegment.test(segment)), 'bad slug'),
});
// Question ids are UUIDs (the server's questionIdSchema); anything else is the 404 page.
const questionParams = z.object({ id: z.uuid() });

function page(
  pattern: string,
  pageKey: string,
  title: string,
  extra: Partial<Omit<RouteDef, 'pattern' | 'page' | 'title'>> = {},
): RouteDef {
  return { pattern, page: pageKey, title, layout: 'default', guards: [], render: 'static', ...extra };
}

const memberOnly: Partial<RouteDef> = { render: 'member', guards: ['auth'] };

export const resourceGuides = [
  { slug: 'auto-insurance-guide', title: 'Auto Insurance Guide' },
  { slug: 'health-insurance-glossary', title: 'Health Insurance Glossary' },
  { slug: 'life-insurance-buyers-guide', title: "Life Insurance Buyer's Guide" },
  { slug: 'medicare-guide', title: 'Medicare Guide' },
  { slug: 'retirement-planning-checklist', title: 'Retirement Planning Checklist' },
] as const;

export const routeTable: RouteDef[] = [
  page('/', 'home', 'Insurance and Financial Planning'),
  page('/about-us', 'about', 'About Us'),
  page('/articles/overview', 'articles-overview', 'Articles'),
  page('/articles/*', 'article', 'Article', { params: articleParams }),
  page('/categories', 'categories', 'Categories'),
  page('/categories/:name', 'category', 'Category', { layout: 'mobile', params: slugParams }),
  page('/contact', 'contact', 'Contact Us'),
  page('/content', 'content', 'Content Hub'),
  page('/info', 'info', 'Agency Information'),
  page('/player', 'player', 'Player'),
  page('/PrivacyPolicy', 'privacy', 'Privacy Policy'),
  page('/register', 'register', 'Create an Account', { render: 'member' }),
  page('/retirement', 'retirement', 'Retirement Planning'),
  page('/series', 'series-index', 'Series'),
  page('/series/:name', 'series', 'Series', { layout: 'none', params: slugParams }),
  page('/subscribe', 'subscribe', 'Subscribe'),
  page('/subscribe/success', 'subscribe-success', 'Subscription Confirmed'),
  page('/login', 'login', 'Log In', { guards: ['guest'], render: 'member' }),
  page('/quote', 'quote', 'Get a Quote'),
  page('/resources', 'resources', 'Resources'),
  page('/resources/retirement-calculator', 'retirement-calculator', 'Retirement Calculator'),
  ...resourceGuides.map((guide) =>
    page(`/resources/${guide.slug}`, 'guide', guide.title, { data: { guide: guide.slug } }),
  ),
  page('/dashboard', 'dashboard', 'Dashboard', { render: 'member' }),
  page('/dashboard/ask', 'dashboard-ask', 'Ask a Question', memberOnly),
  page('/dashboard/search', 'dashboard-search', 'Search Questions', memberOnly),
  page('/dashboard/WebsiteBuild', 'website-build', 'Get Started with Your Website', memberOnly),
  page('/dashboard/chat', 'chat', 'Chat Assistant', memberOnly),
  page('/dashboard/question/:id', 'question', 'Question', { render: 'member', params: questionParams }),
  page('/services', 'services', 'Our Services'),
  ...serviceCategories.map((category) =>
    page(`/services/${category.slug}`, 'service-category', category.title, {
      data: { category: category.slug },
    }),
  ),
  ...serviceCategories.flatMap((category) =>
    category.services.map((service) =>
      page(`/services/${category.slug}/${service.slug}`, 'service', service.title, {
        data: { category: category.slug, service: service.slug },
      }),
    ),
  ),
  ...legacyPaths.map((legacy) =>
    page(legacy.path, 'legacy', legacy.title, { data: { target: legacy.target } }),
  ),
];

const compiled = routeTable.map((route) => ({ route, ...parse(route.pattern) }));

export interface RouteMatch {
  route: RouteDef;
  params: Record<string, string>;
}

/**
 * The route for a path, or undefined when nothing matches or the params fail validation
 * (both are the spec's 404). The first match wins, so specific patterns come first above.
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
    if (route.params && !route.params.safeParse(params).success) return undefined;
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
