// Every page of the registry (src/shared/route-table.ts) without a parameter, opened in the real
// browser under the real Content-Security-Policy: member pages as the demo member, the agent
// console as the demo agent, the pages a guest sees (login, register) anonymously. No CSP
// violation and no console error anywhere. The sitemap's public pages are swept the same way by
// site-sweep.spec.ts; old addresses are only 301s to them (shell.spec.ts).
import { expect, test } from '@playwright/test';
import { routeTable } from '../src/shared/route-table';
import { AGENT, MEMBER, expectWatcherWorks, signedInPage, watch, type Who } from './csp-watch';
import { waitForHydration } from './support';

function whoVisits(pattern: string, guards: readonly string[]): Who {
  if (pattern.startsWith('/dashboard/agent')) return 'agent';
  if (guards.includes('guest') || pattern === '/register') return 'anonymous';
  if (pattern.startsWith('/dashboard')) return 'member';
  return 'anonymous';
}

const paths = (group: Who) =>
  routeTable
    .filter((route) => !/[:*]/.test(route.pattern) && route.page !== 'legacy' && !route.sitemap)
    .filter((route) => whoVisits(route.pattern, route.guards ?? []) === group)
    .map((route) => route.pattern);

// Three groups, spread over both workers.
test.describe.configure({ mode: 'parallel' });

for (const group of ['anonymous', 'member', 'agent'] as const) {
  test(`every ${group} page loads with no CSP violation and no console error`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(240_000);
    const list = paths(group);
    expect(list.length).toBeGreaterThan(0);
    const page = await signedInPage(
      browser,
      baseURL!,
      { anonymous: undefined, member: MEMBER, agent: AGENT }[group],
    );
    const problemsSince = await watch(page);
    await expectWatcherWorks(page, problemsSince);

    const found: string[] = [];
    for (const path of list) {
      await page.goto(path);
      await waitForHydration(page);
      // Chunks and data a page fetches after it hydrates come under the policy too.
      await page.waitForLoadState('networkidle').catch(() => {});
      for (const problem of await problemsSince()) found.push(`${path}: ${problem}`);
    }
    expect(found).toEqual([]);
  });
}
