// Every page of the registry (src/shared/route-table.ts) without a parameter, opened in the real
// browser under the real Content-Security-Policy: public pages anonymously, member pages as the
// demo member, the agent console as the demo agent. No CSP violation and no console error anywhere.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { routeTable } from '../src/shared/route-table';
import { waitForHydration } from './support';

const MEMBER = { username: 'demo', password: 'harbor-demo-2026' };
const AGENT = { username: 'agent', password: 'harbor-agent-2026' };

type Who = 'anonymous' | 'member' | 'agent';

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

/** Records CSP violations (the DOM event, before any page script runs) and console errors. */
async function watch(page: Page): Promise<() => Promise<string[]>> {
  const problems: string[] = [];
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  return async () => {
    const csp = await page
      .evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [])
      .catch(() => [] as string[]);
    const all = [...problems, ...csp.map((line) => `csp: ${line}`)];
    problems.length = 0;
    return all;
  };
}

async function signedInPage(browser: Browser, baseURL: string, who: Who): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  if (who !== 'anonymous') {
    const account = who === 'agent' ? AGENT : MEMBER;
    const res = await context.request.post('/api/auth/login', {
      data: { usernameOrEmail: account.username, password: account.password },
      headers: { Origin: baseURL },
    });
    expect(res.status()).toBe(200);
  }
  return context.newPage();
}

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
    const page = await signedInPage(browser, baseURL!, group === 'redirects' ? 'anonymous' : group);
    const problemsSince = await watch(page);

    // The watcher itself works: an image from another origin is refused and seen.
    await page.goto('/');
    await page.evaluate(() => {
      const image = document.createElement('img');
      image.src = 'https://blocked.example/pixel.png';
      document.body.append(image);
    });
    const selfCheck: string[] = [];
    await expect
      .poll(async () => {
        selfCheck.push(...(await problemsSince()));
        return selfCheck.filter((line) => /img-src/.test(line)).map((line) => line.split(':')[0]);
      })
      .toEqual(expect.arrayContaining(['csp', 'console']));

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
