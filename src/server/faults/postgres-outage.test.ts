// PostgreSQL goes away under a running server (a proxy between them is cut) and comes back:
// health and the API answer 503 with Retry-After, the session check 503 rather than 401 (an
// outage logs nobody out), and everything answers again without a restart. PGlite runs inside
// the server process and cannot go away on its own (decision 140); health.test.ts covers its
// closed-database case in process.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAccount, openTestApp } from '../test/test-app';
import { cuttableProxy, type CuttableProxy } from '../test/tcp-proxy';
import {
  cookieHeader,
  postJson,
  postgresUrl,
  serverStorage,
  startServer,
  type ServerProcess,
} from '../test/server-process';

const base = postgresUrl();

let proxy: CuttableProxy;
let server: ServerProcess;
let storage: Awaited<ReturnType<typeof serverStorage>>;

describe.skipIf(!base)('PostgreSQL unavailable, then back (set DATABASE_URL to run)', () => {
  beforeAll(async () => {
    storage = await serverStorage();
    const direct = new URL(storage.options.databaseUrl!);
    proxy = await cuttableProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
    const viaProxy = new URL(direct);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port);
    server = await startServer({ databaseUrl: viaProxy.toString() });
  }, 120_000);
  afterAll(async () => {
    if (process.env.FAULTS_DEBUG) console.log(server?.output());
    await server?.stop('SIGKILL');
    await proxy?.close();
    await storage?.remove();
  });

  it('answers 503 with Retry-After while it is away, keeps sessions, and recovers by itself', async () => {
    const registered = await postJson(server, '/api/auth/register', newAccount());
    expect(registered.status).toBe(201);
    const cookie = cookieHeader(registered);
    const session = () => fetch(`${server.url}/api/auth/getByAuthToken`, { headers: { Cookie: cookie } });
    expect((await session()).status).toBe(200);

    proxy.cut();

    const health = await fetch(`${server.url}/api/health`);
    expect(health.status).toBe(503);
    expect(await health.json()).toEqual({ status: 'unavailable' });
    expect(Number(health.headers.get('retry-after'))).toBeGreaterThan(0);

    const check = await session();
    expect(check.status).toBe(503);
    expect(Number(check.headers.get('retry-after'))).toBeGreaterThan(0);
    // The cookie is not cleared: the member is still logged in once the database is back.
    expect(check.headers.getSetCookie()).toEqual([]);

    const write = await postJson(server, '/api/contact', {
      name: 'Outage Tester',
      email: 'outage@example.com',
      topic: 'other',
      message: 'Sent while the database is away.',
      preferredContact: 'email',
    });
    expect(write.status).toBe(503);
    expect(Number(write.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await write.json()).message).toMatch(/unavailable/i);
    expect(write.headers.get('content-security-policy')).toContain("default-src 'self'");

    proxy.restore();

    // No restart: the pool reconnects on the next request.
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    expect((await session()).status).toBe(200);
    expect(server.child.exitCode).toBeNull();
  }, 60_000);
});

describe.skipIf(!base)('every pooled connection busy (set DATABASE_URL to run)', () => {
  it('answers 503 with Retry-After, not 500, when no connection comes free in time', async () => {
    const t = await openTestApp();
    try {
      const registered = await t.post('/api/auth/register', newAccount());
      const cookie = { Cookie: cookieHeader(registered) };
      // Ten slow queries hold all ten connections of the pool for longer than its 3 s wait.
      const hogs = Array.from({ length: 10 }, () =>
        t.database.db.execute(sql`select pg_sleep(4)`).then(() => undefined),
      );
      await new Promise((resolve) => setTimeout(resolve, 200));
      const res = await t.get('/api/auth/getByAuthToken', cookie);
      expect(res.status).toBe(503);
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(res.headers.getSetCookie()).toEqual([]);
      await Promise.all(hogs);
      expect((await t.get('/api/auth/getByAuthToken', cookie)).status).toBe(200);
    } finally {
      await t.dispose();
    }
  }, 30_000);
});
