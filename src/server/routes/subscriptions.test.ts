import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parseFieldErrors } from '../../shared/field-errors';
import { emailOutbox, subscriptions } from '../db/schema';
import { ORIGIN, cookieFrom, newAccount, openTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
let clock = new Date();
const kind = process.env.DATABASE_URL ? 'postgres' : 'pglite';

beforeAll(async () => {
  t = await openTestApp({
    env: { TRUST_PROXY: 'true' },
    now: () => clock,
    limits: {
      registerPerIp: { max: 1000, windowMs: 60_000 },
      subscribePerIp: { max: 3, windowMs: 60 * 60_000 },
    },
  });
});
afterAll(() => t.dispose());
beforeEach(() => {
  clock = new Date();
});

let counter = 0;
const nextIp = () => `10.40.${Math.floor(counter / 250)}.${(counter++ % 250) + 1}`;
const address = () => `reader.${Date.now().toString(36)}${counter++}@example.com`;

const signUp = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.post(
    '/api/subscriptions',
    { topics: ['medicare', 'life'], frequency: 'monthly', website: '', ...body },
    { 'X-Forwarded-For': nextIp(), ...headers },
  );

const put = (body: unknown, cookie?: string) =>
  t.app.request('/api/subscriptions/me', {
    method: 'PUT',
    headers: { Origin: ORIGIN, 'Content-Type': 'application/json', ...(cookie ? { Cookie: cookie } : {}) },
    body: JSON.stringify(body),
  });

async function member() {
  const account = newAccount();
  const res = await t.post('/api/auth/register', account, { 'X-Forwarded-For': nextIp() });
  expect(res.status).toBe(201);
  return { email: account.email.toLowerCase(), cookie: `auth_token=${cookieFrom(res, 'auth_token')}` };
}

const emailsTo = (to: string) =>
  t.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, to)).orderBy(desc(emailOutbox.createdAt));

const rowOf = async (email: string) =>
  (
    await t.database.db
      .select()
      .from(subscriptions)
      .where(sql`lower(${subscriptions.email}) = ${email}`)
  )[0];

/** The token of the latest link to `path` in the latest email to this address. */
async function linkToken(to: string, path: string): Promise<string> {
  const [mail] = await emailsTo(to);
  const match = new RegExp(`${path.replace(/[/?]/g, '\\$&')}\\?token=([^\\s"&]+)`).exec(mail?.textBody ?? '');
  if (!match?.[1]) throw new Error(`no ${path} link in the email to ${to}`);
  return decodeURIComponent(match[1]);
}

const confirmToken = (to: string) => linkToken(to, '/subscribe/success');

describe(`POST /api/subscriptions (${kind})`, () => {
  it('asks an anonymous visitor to confirm by email and says what was chosen', async () => {
    const email = address();
    const res = await signUp({ email: email.toUpperCase(), topics: ['life', 'medicare', 'life'] });
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({
      status: 'pending',
      email,
      topics: ['medicare', 'life'],
      frequency: 'monthly',
    });
    expect(await rowOf(email)).toMatchObject({
      status: 'pending',
      userId: null,
      topics: ['medicare', 'life'],
    });

    const [mail, ...others] = await emailsTo(email);
    expect(others).toHaveLength(0);
    expect(mail).toMatchObject({ template: 'subscription-confirm', list: 'updates', status: 'pending' });
    expect(mail?.subject).toBe('Please confirm your email updates from Harbor Point');
    expect(mail?.textBody).toContain('about Medicare and life insurance, once a month.');
    expect(mail?.textBody).toMatch(/http:\/\/localhost:3000\/subscribe\/success\?token=c\./);
    expect(mail?.textBody).toMatch(/Unsubscribe: http:\/\/localhost:3000\/subscribe\/unsubscribe\?token=u\./);
    expect(mail?.htmlBody).toContain('href="http://localhost:3000/subscribe/success?token=c.');
    expect(mail?.headers['List-Unsubscribe']).toMatch(
      /^<http:\/\/localhost:3000\/api\/email\/unsubscribe\?token=u\./,
    );
    expect(mail?.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  });

  it('gives an anonymous caller the same answer for a new, a waiting and a confirmed address', async () => {
    const email = address();
    const answers = [];
    answers.push(await signUp({ email }));
    answers.push(await signUp({ email }));
    await t.post('/api/subscriptions/confirm', { token: await confirmToken(email) });
    answers.push(await signUp({ email, topics: ['business'], frequency: 'quarterly' }));
    const bodies = await Promise.all(answers.map((res) => res.json()));
    expect(answers.map((res) => res.status)).toEqual([202, 202, 202]);
    expect(bodies[0]).toEqual(bodies[1]);
    expect(bodies[2]).toEqual({ ...bodies[0], topics: ['business'], frequency: 'quarterly' });
    // The confirmed choices stay, and a waiting address gets one email per ten minutes, not one per click.
    expect(await rowOf(email)).toMatchObject({ status: 'confirmed', topics: ['medicare', 'life'] });
    expect(await emailsTo(email)).toHaveLength(1);
  });

  it('sends a fresh link after ten minutes, and only the newest link confirms', async () => {
    const email = address();
    await signUp({ email });
    const first = await confirmToken(email);
    clock = new Date(clock.getTime() + 11 * 60_000);
    await signUp({ email, frequency: 'quarterly' });
    const second = await confirmToken(email);
    expect(second).not.toBe(first);
    expect((await t.post('/api/subscriptions/confirm', { token: first })).status).toBe(400);
    const res = await t.post('/api/subscriptions/confirm', { token: second });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'confirmed', frequency: 'quarterly' });
  });

  it('confirms a member at their own account address at once, without an email', async () => {
    const { email, cookie } = await member();
    const res = await signUp({ email: email.toUpperCase() }, { Cookie: cookie });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      status: 'confirmed',
      email,
      topics: ['medicare', 'life'],
      frequency: 'monthly',
    });
    const row = await rowOf(email);
    expect(row?.status).toBe('confirmed');
    expect(row?.userId).not.toBeNull();
    expect(await emailsTo(email)).toHaveLength(0);
  });

  it('asks a member to confirm an address that is not their account address', async () => {
    const { cookie } = await member();
    const other = address();
    const res = await signUp({ email: other }, { Cookie: cookie });
    expect(res.status).toBe(202);
    expect(await rowOf(other)).toMatchObject({ status: 'pending', userId: null });
    expect(await emailsTo(other)).toHaveLength(1);
  });

  it('refuses a filled honeypot and stores nothing', async () => {
    const email = address();
    const res = await signUp({ email, website: 'http://spam.example' });
    expect(res.status).toBe(400);
    expect(parseFieldErrors(await res.json())).toEqual({ website: 'Leave this field empty.' });
    expect(await rowOf(email)).toBeUndefined();
    expect(await emailsTo(email)).toHaveLength(0);
  });

  it('answers each invalid field at its own name', async () => {
    const res = await signUp({ email: 'nope', topics: [], frequency: 'daily', extra: true });
    expect(res.status).toBe(400);
    expect(Object.keys(parseFieldErrors(await res.json())).sort()).toEqual([
      'email',
      'extra',
      'frequency',
      'topics',
    ]);
  });

  it('limits sign-ups per address with 429 and Retry-After', async () => {
    const ip = '10.99.0.1';
    for (let i = 0; i < 3; i += 1) {
      expect((await signUp({ email: address() }, { 'X-Forwarded-For': ip })).status).toBe(202);
    }
    const res = await signUp({ email: address() }, { 'X-Forwarded-For': ip });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('applies a replayed Idempotency-Key once and answers the same', async () => {
    const email = address();
    const headers = { 'Idempotency-Key': crypto.randomUUID() };
    const first = await signUp({ email }, headers);
    expect(first.status).toBe(202);
    const second = await signUp({ email }, headers);
    expect(second.status).toBe(first.status);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect(await second.json()).toEqual(await first.json());
    expect(await emailsTo(email)).toHaveLength(1);
  });
});

describe(`POST /api/subscriptions/confirm (${kind})`, () => {
  it('confirms with the emailed link, and a second click answers the same', async () => {
    const email = address();
    await signUp({ email });
    const token = await confirmToken(email);
    for (let i = 0; i < 2; i += 1) {
      const res = await t.post('/api/subscriptions/confirm', { token });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({
        status: 'confirmed',
        email,
        topics: ['medicare', 'life'],
        frequency: 'monthly',
      });
    }
    expect((await rowOf(email))?.confirmedAt).not.toBeNull();
  });

  it('refuses a tampered, a foreign and an expired token', async () => {
    const email = address();
    await signUp({ email });
    const token = await confirmToken(email);
    const [purpose, payload, signature] = token.split('.') as [string, string, string];
    const flipped = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    const forged = Buffer.from(
      `${crypto.randomUUID()}:abcdefghijklmnopqrstuvwx:${(Date.now() / 1000).toString(36)}`,
    );
    const bad = [
      `${purpose}.${payload}.${flipped}`,
      `${purpose}.${forged.toString('base64url')}.${signature}`,
      `u.${payload}.${signature}`,
      'c.not-a-token',
    ];
    for (const candidate of bad) {
      const res = await t.post('/api/subscriptions/confirm', { token: candidate });
      expect(res.status).toBe(400);
      expect(parseFieldErrors(await res.json())).toHaveProperty('token');
    }
    clock = new Date(clock.getTime() + 8 * 24 * 3_600_000);
    expect((await t.post('/api/subscriptions/confirm', { token })).status).toBe(400);
    expect((await rowOf(email))?.status).toBe('pending');
  });
});

describe(`/api/subscriptions/me (${kind})`, () => {
  it('answers 401 without a session', async () => {
    expect((await t.get('/api/subscriptions/me')).status).toBe(401);
    expect((await put({ topics: ['life'] })).status).toBe(401);
  });

  it('shows a member their subscription, and nothing before they have one', async () => {
    const { email, cookie } = await member();
    let res = await t.get('/api/subscriptions/me', { Cookie: cookie });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ subscription: null });
    await signUp({ email }, { Cookie: cookie });
    res = await t.get('/api/subscriptions/me', { Cookie: cookie });
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect((await res.json()).subscription).toMatchObject({
      status: 'confirmed',
      email,
      topics: ['medicare', 'life'],
    });
  });

  it('lets a member change topics and frequency, stop, and start again', async () => {
    const { email, cookie } = await member();
    let res = await put({ topics: ['retirement'], frequency: 'quarterly' }, cookie);
    expect(res.status).toBe(200);
    expect((await res.json()).subscription).toMatchObject({
      status: 'confirmed',
      email,
      topics: ['retirement'],
    });
    res = await put({ subscribed: false }, cookie);
    expect((await res.json()).subscription).toMatchObject({ status: 'unsubscribed', topics: ['retirement'] });
    res = await put({ subscribed: true, topics: ['home-and-auto'] }, cookie);
    expect((await res.json()).subscription).toMatchObject({ status: 'confirmed', topics: ['home-and-auto'] });
    expect(await emailsTo(email)).toHaveLength(0);
  });

  it("never lets one member read or change another member's subscription", async () => {
    const a = await member();
    const b = await member();
    await signUp({ email: a.email }, { Cookie: a.cookie });
    expect(await (await t.get('/api/subscriptions/me', { Cookie: b.cookie })).json()).toEqual({
      subscription: null,
    });
    expect((await put({ subscribed: false }, b.cookie)).status).toBe(404);
    expect((await put({ frequency: 'quarterly' }, b.cookie)).status).toBe(400);
    expect(await rowOf(a.email)).toMatchObject({ status: 'confirmed', frequency: 'monthly' });
  });
});

describe(`POST /api/subscriptions/unsubscribe (${kind})`, () => {
  it('unsubscribes by the emailed token without logging in, and voids the old confirm link', async () => {
    const email = address();
    await signUp({ email });
    const confirm = await confirmToken(email);
    await t.post('/api/subscriptions/confirm', { token: confirm });
    const token = await linkToken(email, '/subscribe/unsubscribe');
    for (let i = 0; i < 2; i += 1) {
      const res = await t.post('/api/subscriptions/unsubscribe', { token });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ ok: true, list: 'updates' });
    }
    expect(await rowOf(email)).toMatchObject({ status: 'unsubscribed', confirmTokenHash: null });
    expect((await t.post('/api/subscriptions/confirm', { token: confirm })).status).toBe(400);
    expect((await rowOf(email))?.status).toBe('unsubscribed');
  });

  it('refuses a tampered token', async () => {
    const email = address();
    await signUp({ email });
    const token = await linkToken(email, '/subscribe/unsubscribe');
    const res = await t.post('/api/subscriptions/unsubscribe', {
      token: `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`,
    });
    expect(res.status).toBe(400);
    expect((await rowOf(email))?.status).toBe('pending');
  });
});
