// Every page of the registry (src/shared/route-table.ts) WITH a parameter, opened with a real value
// under the real Content-Security-Policy, as the person who sees it: public pages (articles,
// categories, series, an answered public question) anonymously with values from the sitemap, a
// member's own question as that member, a question and a website build in the agent console as the
// demo agent. The data is made through the API. No CSP violation and no console error anywhere, and
// no parameterised route left unvisited. csp-console.spec.ts does the pages without parameters.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { matchRoute, routeTable } from '../src/shared/route-table';
import { AGENT, expectWatcherWorks, signedInPage, watch, type Account } from './csp-watch';
import { answerAndPublish, askViaApi, registerViaApi } from './question-support';
import { waitForHydration } from './support';
import { exampleWebsiteBuild } from '../src/server/test/website-build-example';

const withParams = routeTable.filter((route) => /[:*]/.test(route.pattern)).map((route) => route.pattern);
const patternOf = (path: string) => matchRoute(path)?.route.pattern;

interface Visit {
  path: string;
  /** A heading the page shows once it has its data: the value really reached the page. */
  shows: string | RegExp;
}

/** One sitemap address for each parameterised public route, with its page's heading. */
async function publicVisits(request: APIRequestContext): Promise<Visit[]> {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((found) => new URL(found[1]!).pathname);
  const first = new Map<string, string>();
  for (const path of paths) {
    const pattern = patternOf(path);
    if (pattern && withParams.includes(pattern) && !first.has(pattern)) first.set(pattern, path);
  }
  return [...first.values()].map((path) => ({ path, shows: /\S/ }));
}

/** A website request a member sends from the wizard, sent through the API. */
const aBuild = exampleWebsiteBuild({
  businessName: 'Quarry Road Insurance',
  city: 'Rockland',
  description: 'Home and auto cover for the towns along Penobscot Bay.',
  licenceNumber: 'PRR654321',
  domainName: 'https://www.quarryroadinsurance.com/',
  contactEmail: 'marion@example.com',
});

async function visitAll(page: Page, visits: Visit[]): Promise<string[]> {
  const problemsSince = await watch(page);
  await expectWatcherWorks(page, problemsSince);
  const found: string[] = [];
  for (const { path, shows } of visits) {
    await page.goto(path);
    await waitForHydration(page);
    await expect(
      page.getByRole('main').getByRole('heading').filter({ hasText: shows }).first(),
      path,
    ).toBeVisible();
    // Chunks and data a page fetches after it hydrates come under the policy too.
    await page.waitForLoadState('networkidle').catch(() => {});
    for (const problem of await problemsSince()) found.push(`${path}: ${problem}`);
  }
  return found;
}

test('every page with a parameter loads with no CSP violation and no console error', async ({
  browser,
  baseURL,
  playwright,
}) => {
  test.setTimeout(240_000);
  // A fresh member with a question and a website request; the agent answers and shares the question.
  const memberApi = await playwright.request.newContext({ baseURL });
  const agentApi = await playwright.request.newContext({ baseURL });
  const user = await registerViaApi(memberApi, baseURL!);
  const title = 'Is a stone wall along the road covered by our homeowners policy?';
  const question = await askViaApi(memberApi, baseURL!, {
    title,
    body: 'A plough knocked part of it down in the winter. Does the policy pay to rebuild it?',
    topic: 'home',
  });
  const built = await memberApi.post('/api/website-builds', { data: aBuild, headers: { Origin: baseURL! } });
  expect(built.status()).toBe(201);
  const build = (await built.json()) as { id: string };
  await answerAndPublish(agentApi, baseURL!, question.id, 'Yes, as an other structure, up to its limit.');

  const member: Account = { username: user.username, password: user.password };
  const groups: { who: Account | undefined; visits: Visit[] }[] = [
    {
      who: undefined,
      visits: [
        ...(await publicVisits(memberApi)),
        // The answer page: a public question, open to everyone.
        { path: `/dashboard/question/${question.id}`, shows: title },
      ],
    },
    { who: member, visits: [{ path: `/dashboard/question/${question.id}`, shows: title }] },
    {
      who: AGENT,
      visits: [
        { path: `/dashboard/agent/questions/${question.id}`, shows: title },
        { path: `/dashboard/agent/website-builds/${build.id}`, shows: aBuild.businessName },
      ],
    },
  ];

  // No parameterised route is left out: a new one needs a value here.
  const visited = new Set(groups.flatMap((group) => group.visits.map((visit) => patternOf(visit.path))));
  expect([...withParams].sort()).toEqual([...visited].sort());

  const found: string[] = [];
  for (const { who, visits } of groups) {
    const page = await signedInPage(browser, baseURL!, who);
    found.push(...(await visitAll(page, visits)));
    await page.context().close();
  }
  expect(found).toEqual([]);
  await memberApi.dispose();
  await agentApi.dispose();
});
