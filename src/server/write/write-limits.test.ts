import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeys } from '../db/schema';
import { requestHash } from '../services/idempotency';
import { cookieFrom, newAccount, openTestApp, type TestApp } from '../test/test-app';
import { testDatabaseKind } from '../test/test-db';

let t: TestApp;
const minute = 60_000;
beforeAll(async () => {
  t = await openTestApp({
    env: { TRUST_PROXY: 'true' },
    limits: {
      loginFailuresPerAccount: { max: 3, windowMs: 15 * minute },
      loginPerIp: { max: 1000, windowMs: 15 * minute },
      registerPerIp: { max: 1000, windowMs: 15 * minute },
      contactPerIp: { max: 2, windowMs: 60 * minute },
    },
  });
});
afterAll(() => t.dispose());

const from = (ip: string) => ({ 'X-Forwarded-For': ip });
const db = testDatabaseKind();

async function registered() {
  const account = newAccount();
  const res = await t.post('/api/auth/register', account, from('10.50.0.1'));
  expect(res.status).toBe(201);
  return { account, cookie: `auth_token=${cookieFrom(res, 'auth_token')}` };
}

describe(`per-account password limits under a race (${db})`, () => {
  it('checks at most the limit of 100 simultaneous wrong passwords from 100 addresses', async () => {
    const { account } = await registered();
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        t.post(
          '/api/auth/login',
          { usernameOrEmail: account.username, password: `wrong guess ${i}` },
          from(`10.60.${Math.floor(i / 250)}.${i + 1}`),
        ),
      ),
    );
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(3);
    // The rest are refused by the limit (429); on a busy machine some wait longer than the pool's
    // 3 s for a connection and are told to come back (503 with Retry-After). None gets in.
    const refused = statuses.filter((status) => status === 429 || status === 503);
    expect(refused.length).toBeGreaterThanOrEqual(97);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(0);
  });

  it('shares one counter between the username and the email of an account', async () => {
    const { account } = await registered();
    for (const name of [account.username, account.email, account.email.toUpperCase()]) {
      expect(
        (await t.post('/api/auth/login', { usernameOrEmail: name, password: 'wrong guess' })).status,
      ).toBe(401);
    }
    const right = await t.post('/api/auth/login', {
      usernameOrEmail: account.username,
      password: account.password,
    });
    expect(right.status).toBe(429);
  });

  it('does not count successful logins against the account', async () => {
    const { account } = await registered();
    for (let i = 0; i < 5; i += 1) {
      const res = await t.post('/api/auth/login', {
        usernameOrEmail: account.email,
        password: account.password,
      });
      expect(res.status).toBe(200);
    }
  });

  it('checks at most the limit of simultaneous wrong current passwords on password change', async () => {
    const { cookie } = await registered();
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        t.post(
          '/api/auth/password',
          { currentPassword: `wrong guess ${i}`, newPassword: 'copper kettle north window' },
          { Cookie: cookie, ...from(`10.61.0.${i + 1}`) },
        ),
      ),
    );
    const checked = answers.filter((res) => res.status === 400).length;
    expect(checked).toBeLessThanOrEqual(3);
    expect(answers.filter((res) => res.status === 429).length).toBe(30 - checked);
  });
});

const message = (text = 'Please call me about my home cover renewal.') => ({
  name: 'Ada Penworthy',
  email: 'ada@example.com',
  topic: 'home',
  message: text,
  preferredContact: 'email',
});

describe(`Idempotency-Key edge cases (${db})`, () => {
  it('answers 422 with a clear message when a key is reused with a different body', async () => {
    const key = crypto.randomUUID();
    const ip = from('10.70.0.1');
    expect((await t.post('/api/contact', message(), { 'Idempotency-Key': key, ...ip })).status).toBe(201);
    const other = await t.post('/api/contact', message('A different question about my car.'), {
      'Idempotency-Key': key,
      ...ip,
    });
    expect(other.status).toBe(422);
    expect((await other.json()).message).toMatch(/already used with a different request body/);
  });

  it('does not count replays against the rate limit', async () => {
    const key = crypto.randomUUID();
    const ip = from('10.70.0.2');
    for (let i = 0; i < 5; i += 1) {
      const res = await t.post('/api/contact', message(), { 'Idempotency-Key': key, ...ip });
      expect(res.status).toBe(201);
    }
    // The limit is 2 an hour: one was used, one is left.
    expect(
      (await t.post('/api/contact', message(), { 'Idempotency-Key': crypto.randomUUID(), ...ip })).status,
    ).toBe(201);
    expect(
      (await t.post('/api/contact', message(), { 'Idempotency-Key': crypto.randomUUID(), ...ip })).status,
    ).toBe(429);
  });

  it('lets the owner take over a key a crashed request left pending, and says so', async () => {
    const key = crypto.randomUUID();
    const body = message();
    await t.database.db.insert(idempotencyKeys).values({
      scope: 'contact.create',
      key,
      owner: 'ip:10.70.0.3',
      requestHash: requestHash(body),
      createdAt: new Date(Date.now() - 2 * minute),
    });
    const res = await t.post('/api/contact', body, { 'Idempotency-Key': key, ...from('10.70.0.3') });
    expect(res.status).toBe(201);
    expect(res.headers.get('idempotent-recovered')).toBe('true');
    const again = await t.post('/api/contact', body, { 'Idempotency-Key': key, ...from('10.70.0.3') });
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.headers.get('idempotent-recovered')).toBeNull();
  });
});
