// Two server processes on one PostgreSQL, as behind a load balancer (docs/deploy.md): a session
// made on one works on the other, a logout on one is seen by the other at once, and rate limits
// are counted once for both. PGlite is one process per data folder, so this runs on PostgreSQL only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerThrough, sessionStatus, startCluster, type ServerCluster } from '../test/server-cluster';
import { postJson, postgresUrl, type ServerProcess } from '../test/server-process';

let cluster: ServerCluster;
let a: ServerProcess;
let b: ServerProcess;

// Both answer for one site: the browser's Origin is the site's, whichever process serves it.
const SITE = 'http://127.0.0.1:8080';
const post = (server: ServerProcess, path: string, body: unknown, headers: Record<string, string> = {}) =>
  postJson({ url: server.url }, path, body, { Origin: SITE, ...headers });
const me = (server: ServerProcess, cookie: string) => sessionStatus(server.url, cookie);

describe.skipIf(!postgresUrl())('two server processes on one PostgreSQL (set DATABASE_URL to run)', () => {
  beforeAll(async () => {
    cluster = await startCluster(2, { SITE_URL: SITE });
    [a, b] = cluster.servers as [ServerProcess, ServerProcess];
  }, 120_000);
  afterAll(async () => {
    await cluster?.stop();
  });

  it('shares sessions, and a logout on one is seen by the other at once', async () => {
    const { cookie } = await registerThrough(a, { Origin: SITE });
    expect(await me(b, cookie)).toBe(200);
    expect(await me(a, cookie)).toBe(200);

    const logout = await post(b, '/api/auth/logout', {}, { Cookie: cookie });
    expect(logout.status).toBe(200);
    // At once: no wait between the logout on b and the check on a.
    expect(await me(a, cookie)).toBe(401);
    expect(await me(b, cookie)).toBe(401);
  });

  it('counts a rate limit once for both processes', async () => {
    // The contact form allows 5 messages an hour from one address (services/rate-limit.ts).
    const statuses: number[] = [];
    for (let n = 0; n < 6; n += 1) {
      const res = await post(n % 2 ? b : a, '/api/contact', {
        name: 'Shared Limit',
        email: 'limit@example.com',
        topic: 'other',
        message: `Message number ${n} to check the shared limit.`,
        preferredContact: 'email',
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });
});
