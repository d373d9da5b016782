// "Forgot your password?" on the real database: the same answer for any address, the link's token
// stored only as a hash, its 30 minutes, single use, the newest link voiding older ones, the limits,
// the strength check, every session ended and the notice email.
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agency } from '../../shared/agency';
import { parseFieldErrors } from '../../shared/field-errors';
import { emailOutbox, passwordResetTokens } from '../db/schema';
import { createLogger } from '../logger';
import { hashToken } from '../services/sessions';
import { cookieFrom, newAccount, openTestApp, type TestApp } from '../test/test-app';
import { testDatabaseKind } from '../test/test-db';

const clock = { now: new Date() };
let t: TestApp;
let counter = 0;
const logLines: string[] = [];

beforeAll(async () => {
  t = await openTestApp({
    env: { TRUST_PROXY: 'true' },
    logger: createLogger('debug', (line) => logLines.push(line)),
    now: () => clock.now,
    limits: {
      registerPerIp: { max: 1000, windowMs: 60_000 },
      resetRequestPerIp: { max: 1000, windowMs: 60_000 },
      resetRequestPerAddress: { max: 3, windowMs: 60 * 60_000 },
    },
  });
});
afterAll(() => t.dispose());

const nextIp = () => ({ 'X-Forwarded-For': `10.90.${Math.floor(counter / 250)}.${(counter++ % 250) + 1}` });
const ask = (email: string, headers: Record<string, string> = nextIp()) =>
  t.post('/api/auth/password-reset/request', { email }, headers);
const check = (token: string) => t.post('/api/auth/password-reset/check', { token }, nextIp());
const reset = (token: string, newPassword: string) =>
  t.post('/api/auth/password-reset', { token, newPassword }, nextIp());
const login = (usernameOrEmail: string, password: string) =>
  t.post('/api/auth/login', { usernameOrEmail, password }, nextIp());

async function member() {
  const account = newAccount();
  const res = await t.post('/api/auth/register', account, nextIp());
  expect(res.status).toBe(201);
  return { account, cookie: `auth_token=${cookieFrom(res, 'auth_token')}` };
}

const emailsTo = (to: string) =>
  t.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, to)).orderBy(desc(emailOutbox.createdAt));

/** The token in the newest reset email to this address. */
async function linkToken(to: string): Promise<string> {
  const mails = (await emailsTo(to)).filter((mail) => mail.template === 'password-reset');
  const match = /\/password-reset\/new\?token=([A-Za-z0-9_%-]+)/.exec(mails[0]?.textBody ?? '');
  if (!match?.[1]) throw new Error(`no reset link in the email to ${to}`);
  return decodeURIComponent(match[1]);
}

async function askedLink(email: string) {
  // A second apart, so "the newest email" is well defined (the clock is the test's).
  clock.now = new Date(clock.now.getTime() + 1000);
  expect((await ask(email)).status).toBe(202);
  return linkToken(email);
}

const NEW_PASSWORD = 'velvet harbour compass morning';

describe(`asking for a link (${testDatabaseKind()})`, () => {
  it('answers the same for an address with an account and one without, and emails only the first', async () => {
    const { account } = await member();
    const stranger = `nobody.${Date.now().toString(36)}@example.com`;
    const known = await ask(account.email.toUpperCase());
    const unknown = await ask(stranger);
    expect(known.status).toBe(202);
    expect(unknown.status).toBe(202);
    expect(await known.text()).toBe(await unknown.text());
    expect((await emailsTo(account.email)).map((mail) => mail.template)).toEqual(['password-reset']);
    expect(await emailsTo(stranger)).toEqual([]);
  });

  it('stores only the SHA-256 of the emailed token, and the email has no unsubscribe link', async () => {
    const { account } = await member();
    const token = await askedLink(account.email);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const rows = await t.database.db.select().from(passwordResetTokens);
    expect(rows.some((row) => row.id === hashToken(token))).toBe(true);
    const dump = JSON.stringify(
      (await t.database.db.execute(sql`select * from password_reset_tokens`)) as unknown,
    );
    expect(dump).not.toContain(token);
    const [mail] = await emailsTo(account.email);
    expect(mail?.subject).toBe('Set a new password for Harbor Point');
    expect(mail?.textBody).toContain('30 minutes');
    expect(mail?.textBody).not.toMatch(/unsubscribe/i);
    expect(mail?.headers['List-Unsubscribe']).toBeUndefined();
  });

  it('refuses a missing or malformed address at the email field', async () => {
    const res = await ask('not an address');
    expect(res.status).toBe(400);
    expect(Object.keys(parseFieldErrors(await res.json()))).toEqual(['email']);
  });

  it('limits emails per address, with or without an account, with 429 and Retry-After', async () => {
    const { account } = await member();
    const stranger = `limited.${Date.now().toString(36)}@example.com`;
    for (const email of [account.email, stranger]) {
      for (let i = 0; i < 3; i += 1) expect((await ask(email)).status).toBe(202);
      const over = await ask(email);
      expect(over.status).toBe(429);
      expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    expect((await emailsTo(account.email)).length).toBe(3);
  });
});

describe(`the per-IP limit (${testDatabaseKind()})`, () => {
  it('answers 429 once one address has asked too often, whatever addresses it names', async () => {
    const limited = await openTestApp({
      sharing: t,
      env: { TRUST_PROXY: 'true' },
      limits: { resetRequestPerIp: { max: 2, windowMs: 60 * 60_000 } },
    });
    try {
      const from = { 'X-Forwarded-For': '10.91.0.1' };
      const post = (email: string) => limited.post('/api/auth/password-reset/request', { email }, from);
      expect((await post('one@example.com')).status).toBe(202);
      expect((await post('two@example.com')).status).toBe(202);
      expect((await post('three@example.com')).status).toBe(429);
      const elsewhere = await limited.post(
        '/api/auth/password-reset/request',
        { email: 'three@example.com' },
        { 'X-Forwarded-For': '10.91.0.2' },
      );
      expect(elsewhere.status).toBe(202);
    } finally {
      await limited.dispose();
    }
  });
});

describe(`setting a new password (${testDatabaseKind()})`, () => {
  it('works once with the link, ends every session, and emails a notice with the agency phone', async () => {
    const { account, cookie } = await member();
    const other = await login(account.username, account.password);
    const otherCookie = `auth_token=${cookieFrom(other, 'auth_token')}`;
    const token = await askedLink(account.email);
    expect((await check(token)).status).toBe(200);

    clock.now = new Date(clock.now.getTime() + 1000);
    const done = await reset(token, NEW_PASSWORD);
    expect(done.status).toBe(200);
    expect(await done.json()).toEqual({ ok: true, endedSessions: 2 });
    for (const session of [cookie, otherCookie]) {
      expect((await t.get('/api/auth/getByAuthToken', { Cookie: session })).status).toBe(401);
    }
    expect((await login(account.email, account.password)).status).toBe(401);
    expect((await login(account.email, NEW_PASSWORD)).status).toBe(200);

    const [notice] = await emailsTo(account.email);
    expect(notice?.template).toBe('password-changed');
    expect(notice?.subject).toBe('Your Harbor Point password was changed');
    expect(notice?.textBody).toContain('Not you? Call us');
    expect(notice?.textBody).toContain(agency.phone);

    // Used once: the same link now gets the clear refusal, at the token field.
    for (const again of [await check(token), await reset(token, 'another quiet orchard lantern')]) {
      expect(again.status).toBe(400);
      expect(parseFieldErrors(await again.json()).token).toMatch(/no longer works/);
    }
  });

  it('refuses a link older than 30 minutes', async () => {
    const { account } = await member();
    const token = await askedLink(account.email);
    const start = clock.now;
    try {
      clock.now = new Date(start.getTime() + 29 * 60_000);
      expect((await check(token)).status).toBe(200);
      clock.now = new Date(start.getTime() + 30 * 60_000 + 1000);
      expect((await check(token)).status).toBe(400);
      expect((await reset(token, NEW_PASSWORD)).status).toBe(400);
    } finally {
      clock.now = start;
    }
    expect((await login(account.email, account.password)).status).toBe(200);
  });

  it('voids older links when a newer one is sent', async () => {
    const { account } = await member();
    const first = await askedLink(account.email);
    const second = await askedLink(account.email);
    expect(first).not.toBe(second);
    expect((await check(first)).status).toBe(400);
    expect((await reset(first, NEW_PASSWORD)).status).toBe(400);
    expect((await reset(second, NEW_PASSWORD)).status).toBe(200);
  });

  it('refuses a tampered or made-up link with the same message', async () => {
    const { account } = await member();
    const token = await askedLink(account.email);
    const tampered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    for (const bad of [tampered, 'not-a-real-link-token-at-all', `${token}x`]) {
      const res = await check(bad);
      expect(res.status, bad).toBe(400);
      expect(parseFieldErrors(await res.json()).token).toMatch(/no longer works/);
    }
    expect((await check(token)).status).toBe(200);
  });

  it('refuses a weak new password at its field and keeps the link working', async () => {
    const { account } = await member();
    const token = await askedLink(account.email);
    for (const weak of ['password1', account.username, 'short']) {
      const res = await reset(token, weak);
      expect(res.status, weak).toBe(400);
      const fields = parseFieldErrors(await res.json());
      expect(Object.keys(fields), weak).toEqual(['newPassword']);
      expect(fields.newPassword, weak).toMatch(/password/i);
    }
    expect((await login(account.email, account.password)).status).toBe(200);
    expect((await reset(token, NEW_PASSWORD)).status).toBe(200);
  });

  it('limits link checks and attempts per IP with 429', async () => {
    const limited = await openTestApp({
      sharing: t,
      env: { TRUST_PROXY: 'true' },
      limits: { resetAttemptPerIp: { max: 3, windowMs: 15 * 60_000 } },
    });
    try {
      const from = { 'X-Forwarded-For': '10.92.0.1' };
      const statuses: number[] = [];
      for (let i = 0; i < 4; i += 1) {
        const res = await limited.post(
          '/api/auth/password-reset/check',
          { token: `guess-${i}-abcdefghijklmnopqrstuvwxyz` },
          from,
        );
        statuses.push(res.status);
      }
      expect(statuses).toEqual([400, 400, 400, 429]);
    } finally {
      await limited.dispose();
    }
  });
});

describe(`reset logs (${testDatabaseKind()})`, () => {
  it('record the request and the reset without the address, the token or the passwords', async () => {
    const { account } = await member();
    logLines.length = 0;
    const token = await askedLink(account.email);
    await reset(token, 'password1');
    expect((await reset(token, NEW_PASSWORD)).status).toBe(200);
    const events = logLines.map((line) => (JSON.parse(line) as { event: string }).event);
    expect(events).toEqual(
      expect.arrayContaining(['auth.reset_request.sent', 'auth.password_reset.success']),
    );
    const all = logLines.join('\n');
    for (const secret of [
      account.email,
      account.email.split('@')[0] ?? '',
      token,
      hashToken(token),
      NEW_PASSWORD,
    ]) {
      expect(all).not.toContain(secret);
    }
  });
});
