import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../db/schema';
import { hashPassword, verifyPassword } from '../services/passwords';
import { hashToken, SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from '../services/sessions';
import { cookieFrom, newAccount, openTestApp, setCookieLine, type TestApp } from '../test/test-app';

let t: TestApp;
let clock = Date.now();
const account = newAccount();

beforeAll(async () => {
  t = await openTestApp({ now: () => new Date(clock) });
  expect((await t.post('/api/auth/register', account)).status).toBe(201);
});
afterAll(() => t.dispose());

const login = (usernameOrEmail = account.username, password = account.password) =>
  t.post('/api/auth/login', { usernameOrEmail, password });

const me = (headers: Record<string, string>) => t.get('/api/auth/getByAuthToken', headers);

describe('sessions and login', () => {
  it('logs in by username or email in any case and answers the user with its id', async () => {
    for (const name of [account.username.toUpperCase(), account.email.toUpperCase()]) {
      const res = await login(name);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-store');
      const body = await res.json();
      expect(body.id).toBeTruthy();
      expect(body).not.toHaveProperty('passwordHash');
    }
  });

  it('sets auth_token HttpOnly, SameSite=Lax, Path=/, 30 days, no Domain and no Secure outside production', async () => {
    const res = await login();
    const token = setCookieLine(res, 'auth_token')!;
    expect(token).toMatch(/HttpOnly/);
    expect(token).toMatch(/SameSite=Lax/);
    expect(token).toMatch(/Path=\//);
    expect(token).toMatch(new RegExp(`Max-Age=${SESSION_IDLE_MS / 1000}`));
    expect(token).not.toMatch(/Domain=|Secure/i);
    const hint = setCookieLine(res, 'auth_hint')!;
    expect(hint).toMatch(/^auth_hint=1;/);
    expect(hint).not.toMatch(/HttpOnly/);
  });

  it('issues a fresh token of at least 128 bits on every login', async () => {
    const first = cookieFrom(await login(), 'auth_token')!;
    const second = cookieFrom(await login(), 'auth_token')!;
    expect(first).not.toBe(second);
    expect(Buffer.from(first, 'base64url').length).toBeGreaterThanOrEqual(16);
  });

  it('answers unknown user and wrong password with the same status and body', async () => {
    const wrong = await login(account.username, 'not the password at all');
    const unknown = await login('nobody-here', 'not the password at all');
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    const strip = ({ requestId: _id, ...rest }: Record<string, unknown>) => rest;
    expect(strip(await wrong.json())).toEqual(strip(await unknown.json()));
  });

  it('takes roughly the same time for an unknown user as for a wrong password', async () => {
    const time = async (work: () => Promise<unknown>) => {
      const start = performance.now();
      await work();
      return performance.now() - start;
    };
    await login('warm-up-user', 'not the password at all');
    // What checking one password against a stored hash costs here, at its quietest (three tries):
    // a wrong password pays it, and so must an unknown name, or its answer says the name is free.
    const stored = await hashPassword('a password somebody chose');
    const oneCheck = Math.min(
      await time(() => verifyPassword(stored, 'not the password at all')),
      await time(() => verifyPassword(stored, 'not the password either')),
      await time(() => verifyPassword(stored, 'not the password still')),
    );
    expect((await login(account.username, 'not the password at all')).status).toBe(401);
    // The unknown name timed three times and the slowest kept, against one check at its quietest: a
    // busy machine slows neither to fail it. (The test hash is cheap, so the request's own work is
    // of its size: passwords.test.ts holds the unknown name's check itself to a real one's cost.)
    const unknown = Math.max(
      await time(() => login('nobody-here-either', 'not the password at all')),
      await time(() => login('nobody-here-at-all', 'not the password at all')),
      await time(() => login('nobody-here-still', 'not the password at all')),
    );
    expect(unknown).toBeGreaterThan(oneCheck * 0.6);
  });

  it('finds the user from the cookie or a Bearer header, but never from the query string', async () => {
    const token = cookieFrom(await login(), 'auth_token')!;
    const byCookie = await me({ Cookie: `auth_token=${token}` });
    expect(byCookie.status).toBe(200);
    expect(byCookie.headers.get('cache-control')).toBe('no-store');
    expect((await byCookie.json()).username).toBe(account.username);
    expect((await me({ Authorization: `Bearer ${token}` })).status).toBe(200);
    expect((await t.get(`/api/auth/getByAuthToken?auth_token=${token}`)).status).toBe(401);
    expect((await me({ Authorization: 'Bearer not-a-real-token-at-all-xxxx' })).status).toBe(401);
  });

  it('deletes the session row on logout and expires both cookies', async () => {
    const token = cookieFrom(await login(), 'auth_token')!;
    const res = await t.post('/api/auth/logout', undefined, { Cookie: `auth_token=${token}` });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    expect(setCookieLine(res, 'auth_token')).toMatch(/Max-Age=0/);
    expect(setCookieLine(res, 'auth_hint')).toMatch(/Max-Age=0/);
    const rows = await t.database.db.select().from(sessions);
    expect(rows.map((row) => row.id)).not.toContain(hashToken(token));
    expect((await me({ Cookie: `auth_token=${token}` })).status).toBe(401);
  });

  it('does not log out on GET', async () => {
    const token = cookieFrom(await login(), 'auth_token')!;
    expect((await t.get('/api/auth/logout', { Cookie: `auth_token=${token}` })).status).toBe(404);
    expect((await me({ Cookie: `auth_token=${token}` })).status).toBe(200);
  });

  it('extends the idle expiry on use, at most once an hour, and ends at the absolute limit', async () => {
    const start = clock;
    const token = cookieFrom(await login(), 'auth_token')!;
    const cookie = { Cookie: `auth_token=${token}` };
    clock = start + 30 * 60_000;
    const early = await me(cookie);
    expect(early.status).toBe(200);
    expect(setCookieLine(early, 'auth_token')).toBeUndefined();
    // Used every 29 days: the idle limit keeps moving, the absolute one does not.
    for (let day = 29; day < 90; day += 29) {
      clock = start + day * 86_400_000;
      const res = await me(cookie);
      expect(res.status).toBe(200);
      expect(setCookieLine(res, 'auth_token')).toBeDefined();
    }
    clock = start + SESSION_ABSOLUTE_MS + 1000;
    expect((await me(cookie)).status).toBe(401);
    clock = start;
  });

  it('ends a session left unused for 30 days', async () => {
    const start = clock;
    const token = cookieFrom(await login(), 'auth_token')!;
    clock = start + SESSION_IDLE_MS + 1000;
    expect((await me({ Cookie: `auth_token=${token}` })).status).toBe(401);
    clock = start;
  });

  it('answers 401 without a token', async () => {
    const res = await me({});
    expect(res.status).toBe(401);
    expect((await res.json()).requestId).toBeTruthy();
  });
});

describe('cookies in production', () => {
  it('marks both cookies Secure and sends HSTS for a year', async () => {
    const prod = await openTestApp({ sharing: t, env: { NODE_ENV: 'production' } });
    try {
      const res = await prod.post('/api/auth/register', newAccount());
      expect(res.status).toBe(201);
      expect(setCookieLine(res, 'auth_token')).toMatch(/; Secure/);
      expect(setCookieLine(res, 'auth_hint')).toMatch(/; Secure/);
      expect(res.headers.get('strict-transport-security')).toMatch(/max-age=31536000/);
    } finally {
      await prod.dispose();
    }
  });
});
