import { getRequestListener } from '@hono/node-server';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securityHeaderValues } from '../middleware/security-headers';
import { SESSION_LOOKUP_PATH, withSessionFastPath } from './session';
import { comparable, send, sideBySide, type SideBySide, type RawRequest } from '../test/side-by-side';
import { cookieFrom, newAccount, openTestApp, ORIGIN, type TestApp } from '../test/test-app';

// The session fast path (decision 245) must answer exactly as the app does when it answers at all,
// and leave every other request to the app. Two real HTTP servers on one app and one database: the
// app alone, and the app behind the fast path; one clock for both, so a due idle push can be made.
let t: TestApp;
let plain: Server;
let fast: Server;
let servers: SideBySide;
let clock = Date.now();
const now = () => new Date(clock);

/** The session lookup, or another request to either server. */
const lookup = (server: Server, options: Partial<RawRequest> = {}) =>
  send(server, { path: SESSION_LOOKUP_PATH, ...options });

/** A new member's token, looked up once through the app so the cache holds the session. */
async function memberToken(): Promise<string> {
  const res = await t.post('/api/auth/register', newAccount());
  expect(res.status).toBe(201);
  const token = cookieFrom(res, 'auth_token')!;
  expect((await lookup(plain, { headers: { Cookie: `auth_token=${token}` } })).status).toBe(200);
  return token;
}

beforeAll(async () => {
  t = await openTestApp({ now });
  servers = await sideBySide(getRequestListener(t.app.fetch), (app) =>
    withSessionFastPath(app, {
      db: t.database.db,
      now,
      securityHeaders: securityHeaderValues({ production: false }),
    }),
  );
  ({ plain, fast } = servers);
});
afterAll(async () => {
  await servers.close();
  await t.dispose();
});

describe('the session fast path', () => {
  it.each([
    ['a cookie', (token: string) => ({ Cookie: `theme=dark; auth_token=${token}; auth_hint=1` })],
    ['a bearer token', (token: string) => ({ Authorization: `Bearer ${token}` })],
  ])('answers a session the cache holds, by %s, itself and exactly as the app would', async (_, by) => {
    const headers = by(await memberToken());
    const before = servers.appCalls();
    const [expected, actual] = [await lookup(plain, { headers }), await lookup(fast, { headers })];
    expect(servers.appCalls(), 'the app was not asked').toBe(before);
    expect(actual.status).toBe(200);
    expect(actual.status).toBe(expected.status);
    expect(comparable(actual)).toEqual(comparable(expected));
    expect(JSON.parse(actual.body.toString())).toEqual(JSON.parse(expected.body.toString()));
    expect(actual.body.equals(expected.body)).toBe(true);
    expect(actual.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(actual.headers['x-request-id']).not.toBe(expected.headers['x-request-id']);
  });

  it('hands a session the cache has not seen to the app, then answers it once the app has', async () => {
    const res = await t.post('/api/auth/register', newAccount());
    const headers = { Cookie: `auth_token=${cookieFrom(res, 'auth_token')}` };
    const before = servers.appCalls();
    expect((await lookup(fast, { headers })).status).toBe(200);
    expect((await lookup(fast, { headers })).status).toBe(200);
    expect(servers.appCalls()).toBe(before + 1);
  });

  it.each<[string, Partial<RawRequest>]>([
    ['no credentials', {}],
    ['an unknown token', { headers: { Cookie: `auth_token=${'x'.repeat(43)}` } }],
    ['a malformed token', { headers: { Cookie: 'auth_token=not a token' } }],
    ['a malformed bearer', { headers: { Authorization: 'Basic dXNlcjpwYXNz' } }],
  ])('hands a request with %s to the app, which refuses it as before', async (_, options) => {
    const before = servers.appCalls();
    const [expected, actual] = [await lookup(plain, options), await lookup(fast, options)];
    expect(servers.appCalls()).toBe(before + 1);
    expect(actual.status).toBe(401);
    expect(comparable(actual)).toEqual(comparable(expected));
  });

  it('hands every other spelling, method, body or repeated header to the app', async () => {
    const token = await memberToken();
    const cookie = `auth_token=${token}`;
    const others: Partial<RawRequest>[] = [
      { path: `${SESSION_LOOKUP_PATH}?fresh=1`, headers: { Cookie: cookie } },
      { path: `${SESSION_LOOKUP_PATH}/`, headers: { Cookie: cookie } },
      { path: SESSION_LOOKUP_PATH.toLowerCase(), headers: { Cookie: cookie } },
      { method: 'HEAD', headers: { Cookie: cookie } },
      { method: 'POST', headers: { Cookie: cookie, Origin: ORIGIN } },
      { headers: { Cookie: cookie, 'Transfer-Encoding': 'chunked' } },
      { headers: { Cookie: [cookie, 'theme=dark'] } },
      { headers: { Authorization: [`Bearer ${token}`, `Bearer ${token}`] } },
    ];
    for (const options of others) {
      const before = servers.appCalls();
      const [expected, actual] = [await lookup(plain, options), await lookup(fast, options)];
      expect(servers.appCalls(), JSON.stringify(options)).toBe(before + 1);
      expect(actual.status, JSON.stringify(options)).toBe(expected.status);
    }
  });

  it('leaves a session whose idle expiry is due to the app, which pushes it and renews the cookie', async () => {
    const headers = { Cookie: `auth_token=${await memberToken()}` };
    clock += 2 * 3_600_000;
    try {
      const before = servers.appCalls();
      const renewed = await lookup(fast, { headers });
      expect(servers.appCalls()).toBe(before + 1);
      expect(renewed.status).toBe(200);
      expect(String(renewed.headers['set-cookie'])).toContain('auth_token=');
      // Pushed and stored again: the next lookup is the fast path's.
      expect((await lookup(fast, { headers })).status).toBe(200);
      expect(servers.appCalls()).toBe(before + 1);
    } finally {
      clock -= 2 * 3_600_000;
    }
  });

  it('refuses a session logged out a moment ago: the app is asked, not the memory of it', async () => {
    const headers = { Cookie: `auth_token=${await memberToken()}` };
    expect((await lookup(fast, { headers })).status).toBe(200);
    const logout = { ...headers, Origin: ORIGIN, 'Content-Length': '0' };
    const out = await lookup(fast, { path: '/api/auth/logout', method: 'POST', headers: logout });
    expect(out.status).toBe(200);
    const before = servers.appCalls();
    const after = await lookup(fast, { headers });
    expect(after.status).toBe(401);
    expect(servers.appCalls()).toBe(before + 1);
  });
});
