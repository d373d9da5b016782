// Every kind of page the bench measures, read from the route table (src/shared/route-table.ts), so a
// page added to the registry is measured without anyone adding it to a list: one
// address per page component, who opens it (a visitor, a member, an agent) and whether search
// engines may index it. A pattern with parameters takes the first address of the built sitemap it
// matches; the members' pages that show one question or one website build take the ids the bench
// makes (`{question}`, `{build}`). Run by scripts/bench/site-pages.mjs under tsx: prints JSON.
import { readFileSync } from 'node:fs';
import { exampleWebsiteBuild } from '../../src/server/test/website-build-example';
import { quoteLines } from '../../src/shared/quote-options';
import { matchRoute, routeTable, type RouteDef } from '../../src/shared/route-table';

interface PageKind {
  name: string;
  path: string;
  who: 'visitor' | 'member' | 'agent';
  indexable: boolean;
}

const sitemap = readFileSync('dist/client/sitemap.xml', 'utf8');
const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((found) => new URL(found[1]!).pathname);

/** The ids the bench makes, by the parameter a members' pattern names. */
const madeIds: Record<string, string> = {
  '/dashboard/question/:id': '{question}',
  '/dashboard/agent/questions/:id': '{question}',
  '/dashboard/agent/website-builds/:id': '{build}',
};

function addressOf(route: RouteDef): string | undefined {
  const made = madeIds[route.pattern];
  if (made) return route.pattern.replace(':id', made);
  if (!/[:*]/.test(route.pattern)) return route.pattern;
  return listed.find((path) => matchRoute(path)?.route === route);
}

const kinds: PageKind[] = [];
const unmeasured: string[] = [];
for (const route of routeTable) {
  // Old addresses answer a redirect: the page they lead to is measured as its own kind.
  if (route.page === 'legacy' || kinds.some((kind) => kind.name === route.page)) continue;
  const path = addressOf(route);
  if (!path) {
    unmeasured.push(route.pattern);
    continue;
  }
  const who = route.pattern.startsWith('/dashboard/agent')
    ? 'agent'
    : route.pattern.startsWith('/dashboard')
      ? 'member'
      : 'visitor';
  kinds.push({
    name: route.page,
    path,
    who,
    indexable: route.sitemap && route.render !== 'member',
  });
}

// The quote form is one route with a form per line of cover (`?line=`), each with its own questions:
// the agency's main conversion page, measured line by line.
const quote = kinds.find((kind) => kind.name === 'quote');
if (quote) {
  for (const line of quoteLines) kinds.push({ ...quote, name: `quote-${line}`, path: `/quote?line=${line}` });
}

process.stdout.write(
  JSON.stringify({
    kinds,
    unmeasured,
    question: {
      title: 'Does my homeowners policy cover a burst pipe?',
      body: 'A pipe burst in my basement last winter. Would my policy pay for the damage and the repair?',
      topic: 'home',
    },
    build: exampleWebsiteBuild(),
  }),
);
