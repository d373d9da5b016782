// Sessions without the login form, for journeys that are not about registering or logging in
// (auth.spec.ts keeps those). The account is made or logged in through the API with the test
// context's own request context, which shares the browser context's cookie jar: the page's first
// request already carries auth_token and auth_hint, and on that first load the app sees auth_hint,
// asks /api/auth/getByAuthToken and fills its session atom (features/auth/state/bootstrap-session.ts).
//
// Not `test.use({ storageState })`: Playwright gives the `use` options to every context a journey
// opens with browser.newContext() too, so the "visitor" and "other device" contexts would share the
// session. Each context here gets a session of its own, made for this test and ended with it.
import { expect, test as base, type BrowserContext } from '@playwright/test';
import { logInViaApi, registerViaApi } from './question-support';
import type { TestUser } from './support';

export interface Account {
  username: string;
  password: string;
}

/** The demo accounts (docs/demo-accounts.md), seeded at the server's start (SEED_DEMO). */
export const AGENT: Account = { username: 'agent', password: 'harbor-agent-2026' };
export const DEMO_MEMBER: Account = { username: 'demo', password: 'harbor-demo-2026' };

interface Fixtures {
  /** A new member, registered through the API: `page` and `context` open logged in as them. */
  member: TestUser;
  /** The demo agent, logged in through the API: `page` and `context` open logged in as them. */
  agent: Account;
  /** Another browser context (another device, another person) logged in as the account; closed after the test. */
  contextAs: (account: Account) => Promise<BrowserContext>;
}

// The fixture callback's `provide` is Playwright's `use`, renamed: the react-hooks lint rule reads a
// call to `use` as React's hook.
export const test = base.extend<Fixtures>({
  member: async ({ context, baseURL }, provide) => {
    await provide(await registerViaApi(context.request, baseURL!));
  },
  agent: async ({ context, baseURL }, provide) => {
    await logInViaApi(context.request, baseURL!, AGENT.username, AGENT.password);
    await provide(AGENT);
  },
  contextAs: async ({ browser, baseURL }, provide) => {
    const opened: BrowserContext[] = [];
    await provide(async (account) => {
      const context = await browser.newContext({ baseURL });
      opened.push(context);
      await logInViaApi(context.request, baseURL!, account.username, account.password);
      return context;
    });
    await Promise.all(opened.map((context) => context.close()));
  },
});

export { expect };
