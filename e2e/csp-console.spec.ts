// Every page of the registry (src/shared/route-table.ts) without a parameter, opened in the real
// browser under the real Content-Security-Policy: public pages anonymously, member pages as the
// demo member, the agent console as the demo agent. No CSP violation and no console error anywhere.
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

type Group = Who | 'redirects';

/** Old addresses only redirect to pages visited on their own; they make a group of their own. */
const paths = (group: Group) =>
  routeTable
    .filter((route) => !/[:*]/.test(route.pattern))
    .filter((route) =>
      group === 'redirects'
        ? route.page === 'legacy'
        : route.page !== 'legacy' && whoVisits(route.pattern, route.guards ?? []) === group,
    )
    .map((route) => route.pattern);

// Four groups, spread over both workers.
test.describe.configure({ mode: 'parallel' });

for (const group of ['anonymous', 'redirects', 'member', 'agent'] as const) {
  test(`every ${group} page loads with no CSP violation and no console error`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(240_000);
    const list = paths(group);
    expect(list.length).toBeGreaterThan(0);
    const who = group === 'redirects' ? 'anonymous' : group;
    const page = await signedInPage(
      browser,
      baseURL!,
      { anonymous: undefined, member: MEMBER, agent: AGENT }[who],
    );
    const problemsSince = await watch(page);
    await expectWatcherWorks(page, problemsSince);

    const found: string[] = [];
    for (const path of list) {
      await page.goto(path);
      await waitForHydration(page);
      // Chunks and data a page fetches after it hydrates come under the policy too.
      if (group !== 'redirects') await page.waitForLoadState('networkidle').catch(() => {});
      for (const problem of await problemsSince()) found.push(`${path}: ${problem}`);
    }
    expect(found).toEqual([]);
  });
}
