// Helpers for the subscription server tests: one app with a movable clock, sign-ups from fresh
// addresses, members, and the links inside the emails the outbox holds.
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { emailOutbox, subscriptions, users } from '../db/schema';
import { ORIGIN, cookieFrom, newAccount, openTestApp, type TestApp } from '../test/test-app';

export const kind = process.env.DATABASE_URL ? 'postgres' : 'pglite';

export interface SubscriptionKit {
  t: TestApp;
  clock: { now: Date };
  address(): string;
  signUp(body: Record<string, unknown>, headers?: Record<string, string>): Promise<Response>;
  put(body: unknown, cookie?: string): Promise<Response>;
  member(): Promise<{ email: string; cookie: string }>;
  /** A member who proved their account address: signed up at it and followed the emailed link. */
  provedMember(): Promise<{ email: string; cookie: string }>;
  /** users.email_verified_at of the account with this address. */
  verifiedAt(email: string): Promise<Date | null | undefined>;
  emailsTo(to: string): Promise<(typeof emailOutbox.$inferSelect)[]>;
  rowOf(email: string): Promise<typeof subscriptions.$inferSelect | undefined>;
  /** The token of the link to `path` in the latest email to this address. */
  linkToken(to: string, path: string): Promise<string>;
  confirmToken(to: string): Promise<string>;
}

let counter = 0;

export async function openSubscriptionKit(): Promise<SubscriptionKit> {
  const clock = { now: new Date() };
  const t = await openTestApp({
    env: { TRUST_PROXY: 'true' },
    now: () => clock.now,
    limits: {
      registerPerIp: { max: 1000, windowMs: 60_000 },
      subscribePerIp: { max: 3, windowMs: 60 * 60_000 },
    },
  });
  const nextIp = () => `10.40.${Math.floor(counter / 250) % 250}.${(counter++ % 250) + 1}`;
  const emailsTo = (to: string) =>
    t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.to, to))
      .orderBy(desc(emailOutbox.createdAt));
  const linkToken = async (to: string, path: string) => {
    const [mail] = await emailsTo(to);
    const match = new RegExp(`${path.replace(/[/?]/g, '\\$&')}\\?token=([^\\s"&]+)`).exec(
      mail?.textBody ?? '',
    );
    if (!match?.[1]) throw new Error(`no ${path} link in the email to ${to}`);
    return decodeURIComponent(match[1]);
  };
  const kit: SubscriptionKit = {
    t,
    clock,
    address: () => `reader.${Date.now().toString(36)}${counter++}@example.com`,
    signUp: (body, headers = {}) =>
      t.post(
        '/api/subscriptions',
        { topics: ['medicare', 'life'], frequency: 'monthly', website: '', ...body },
        { 'X-Forwarded-For': nextIp(), ...headers },
      ),
    put: async (body, cookie) =>
      t.app.request('/api/subscriptions/me', {
        method: 'PUT',
        headers: {
          Origin: ORIGIN,
          'Content-Type': 'application/json',
          ...(cookie ? { Cookie: cookie } : {}),
        },
        body: JSON.stringify(body),
      }),
    async member() {
      const account = newAccount();
      const res = await t.post('/api/auth/register', account, { 'X-Forwarded-For': nextIp() });
      expect(res.status).toBe(201);
      return { email: account.email.toLowerCase(), cookie: `auth_token=${cookieFrom(res, 'auth_token')}` };
    },
    async provedMember() {
      const person = await kit.member();
      await t.post(
        '/api/subscriptions',
        { email: person.email, topics: ['life'], frequency: 'monthly' },
        {
          'X-Forwarded-For': nextIp(),
          Cookie: person.cookie,
        },
      );
      const confirmed = await t.post('/api/subscriptions/confirm', {
        token: await kit.confirmToken(person.email),
      });
      expect(confirmed.status).toBe(200);
      return person;
    },
    verifiedAt: async (email) =>
      (
        await t.database.db
          .select({ at: users.emailVerifiedAt })
          .from(users)
          .where(sql`lower(${users.email}) = ${email}`)
      )[0]?.at,
    emailsTo,
    rowOf: async (email) =>
      (
        await t.database.db
          .select()
          .from(subscriptions)
          .where(sql`lower(${subscriptions.email}) = ${email}`)
      )[0],
    linkToken,
    confirmToken: (to) => linkToken(to, '/subscribe/success'),
  };
  return kit;
}

/**
 * One kit for a test file, opened before its tests and closed after, its clock set to now before
 * each test. The returned object stands for the kit once it is open.
 */
export function subscriptionKitForFile(): SubscriptionKit {
  let kit: SubscriptionKit | undefined;
  beforeAll(async () => {
    kit = await openSubscriptionKit();
  });
  afterAll(() => kit?.t.dispose());
  beforeEach(() => {
    if (kit) kit.clock.now = new Date();
  });
  return new Proxy({} as SubscriptionKit, {
    get: (_target, name) => {
      if (!kit) throw new Error('the subscription kit is not open yet');
      return kit[name as keyof SubscriptionKit];
    },
  });
}
