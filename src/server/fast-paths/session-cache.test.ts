// The session cache (decision 145) on the real database: lookups are served from memory, and every
// change that ends a session or alters its user is forgotten at once, whichever code made it.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { cookieFrom, newAccount, openTestApp, type TestApp } from '../test/test-app';
import { SessionCache, sessionCacheOf } from './session-cache';
import { findSession } from '../services/sessions';

let t: TestApp;

beforeAll(async () => {
  t = await openTestApp();
  // Live once its listener is (PostgreSQL: its own connection has run LISTEN).
  await vi.waitFor(() => expect(sessionCacheOf(t.database.db)?.isLive).toBe(true), { timeout: 10_000 });
});
afterAll(() => t.dispose());

async function member() {
  const res = await t.post('/api/auth/register', newAccount());
  expect(res.status).toBe(201);
  return cookieFrom(res, 'auth_token')!;
}

const me = (token: string) => t.get('/api/auth/getByAuthToken', { Cookie: `auth_token=${token}` });

describe('session lookups from memory', () => {
  it('serves a repeated lookup without the database', async () => {
    const token = await member();
    expect((await me(token)).status).toBe(200);
    // Only deletions of sessions are announced; the app never moves an expiry back. Moved back
    // quietly here, a read from the database would answer "expired": memory still answers the user.
    await t.database.db.execute(sql`update sessions set expires_at = now() - interval '1 day'`);
    expect((await findSession(t.database.db, token, new Date()))?.user).toBeDefined();
    // Without the cache the same lookup reads the row, finds it expired and ends it.
    sessionCacheOf(t.database.db)!.setLive(false);
    expect(await findSession(t.database.db, token, new Date())).toBeUndefined();
    sessionCacheOf(t.database.db)!.setLive(true);
  });

  it('forgets a session deleted by any statement, in this process at once', async () => {
    const token = await member();
    expect((await me(token)).status).toBe(200);
    await t.database.db.execute(sql`delete from sessions where user_agent is distinct from 'keep'`);
    // PGlite hears its own notification before the statement resolves; PostgreSQL a moment later.
    await vi.waitFor(async () => expect((await me(token)).status).toBe(401), { timeout: 2000, interval: 5 });
  });

  it('forgets the user when the row changes, so a new name or role shows on the next lookup', async () => {
    const token = await member();
    expect((await me(token)).status).toBe(200);
    await t.database.db.execute(sql`update users set first_name = 'Renamed'`);
    await vi.waitFor(async () => expect((await (await me(token)).json()).firstName).toBe('Renamed'), {
      timeout: 2000,
      interval: 5,
    });
  });

  it('logout ends the session at once for the next request', async () => {
    const token = await member();
    expect((await me(token)).status).toBe(200);
    const out = await t.post('/api/auth/logout', undefined, { Cookie: `auth_token=${token}` });
    expect(out.status).toBe(200);
    // No waiting: the process that logged out forgets the session before it answers.
    expect((await me(token)).status).toBe(401);
  });
});

describe('SessionCache', () => {
  const row = (id: string, userId: string) =>
    ({ session: { id }, user: { id: userId } }) as unknown as Parameters<SessionCache['store']>[1];

  it('serves nothing until live, and forgets everything when the listener drops', () => {
    const cache = new SessionCache();
    cache.store('a', row('a', 'u1'), cache.mark());
    expect(cache.get('a')).toBeUndefined();
    cache.setLive(true);
    cache.store('a', row('a', 'u1'), cache.mark());
    expect(cache.get('a')).toBeDefined();
    cache.setLive(false);
    expect(cache.get('a')).toBeUndefined();
  });

  it('does not store a row read before an invalidation that arrived during the read', () => {
    const cache = new SessionCache();
    cache.setLive(true);
    const mark = cache.mark();
    cache.heard('s:a');
    cache.store('a', row('a', 'u1'), mark);
    expect(cache.get('a')).toBeUndefined();
  });

  it('forgets by session id and by user id, and drops entries after the TTL', () => {
    let now = 0;
    const cache = new SessionCache(() => now);
    cache.setLive(true);
    for (const [id, user] of [
      ['a', 'u1'],
      ['b', 'u1'],
      ['c', 'u2'],
    ] as const) {
      cache.store(id, row(id, user), cache.mark());
    }
    cache.heard('u:u1');
    expect([cache.get('a'), cache.get('b')]).toEqual([undefined, undefined]);
    expect(cache.get('c')).toBeDefined();
    cache.heard('s:c');
    expect(cache.get('c')).toBeUndefined();
    cache.store('d', row('d', 'u3'), cache.mark());
    now = 61_000;
    expect(cache.get('d')).toBeUndefined();
  });
});
