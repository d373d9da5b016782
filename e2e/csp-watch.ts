// Shared by the CSP journeys (csp-console.spec.ts: every page without parameters; csp-params.spec.ts:
// every page with them): a page signed in as the right person, a watcher for CSP violations and
// console errors, and a check that the watcher sees a violation when there is one.
import { expect, type Browser, type Page } from '@playwright/test';

export const MEMBER = { username: 'demo', password: 'harbor-demo-2026' };
export const AGENT = { username: 'agent', password: 'harbor-agent-2026' };

export type Who = 'anonymous' | 'member' | 'agent';
export interface Account {
  username: string;
  password: string;
}

/** Records CSP violations (the DOM event, before any page script runs) and console errors. */
export async function watch(page: Page): Promise<() => Promise<string[]>> {
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

/** A page in a context of its own, logged in (through the API) as the account, if any. */
export async function signedInPage(browser: Browser, baseURL: string, account?: Account): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  if (account) {
    const res = await context.request.post('/api/auth/login', {
      data: { usernameOrEmail: account.username, password: account.password },
      headers: { Origin: baseURL },
    });
    expect(res.status()).toBe(200);
  }
  return context.newPage();
}

/** The watcher itself works: an image from another origin is refused, and both signs are seen. */
export async function expectWatcherWorks(page: Page, problemsSince: () => Promise<string[]>): Promise<void> {
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
}
