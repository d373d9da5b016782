// Two server processes on one PostgreSQL (decision 145): a session made on one works on the other,
// and a logout on one is refused by the other on the very next request, with both processes having
// the session in their caches. PostgreSQL only: the embedded database belongs to one process.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerThrough, sessionStatus, startCluster, type ServerCluster } from '../test/server-cluster';
import { postJson, postgresUrl, type ServerProcess } from '../test/server-process';

describe.skipIf(!postgresUrl())('two server processes on one PostgreSQL', () => {
  let cluster: ServerCluster;
  let a: ServerProcess;
  let b: ServerProcess;

  beforeAll(async () => {
    cluster = await startCluster(2);
    [a, b] = cluster.servers as [ServerProcess, ServerProcess];
  }, 120_000);

  afterAll(async () => {
    await cluster?.stop();
  }, 60_000);

  it('a logout on one process is refused by the other on the next request', async () => {
    for (let round = 0; round < 5; round += 1) {
      const { cookie } = await registerThrough(a);
      // Both processes look it up twice: the second answer of each is from its cache.
      for (const server of [a, b, a, b]) expect(await sessionStatus(server.url, cookie)).toBe(200);
      // Logged out on one side, refused at once on both, in either direction.
      const [out, other] = round % 2 ? [b, a] : [a, b];
      expect((await postJson(out, '/api/auth/logout', {}, { Cookie: cookie })).status).toBe(200);
      expect(await sessionStatus(other.url, cookie)).toBe(401);
      expect(await sessionStatus(out.url, cookie)).toBe(401);
    }
  });

  it('ending the other sessions on one process ends them on the other at once', async () => {
    const { account, cookie: first } = await registerThrough(a);
    const login = await postJson(b, '/api/auth/login', {
      usernameOrEmail: account.username,
      password: account.password,
    });
    const second = login.headers.getSetCookie()[0]!.split(';')[0]!;
    for (const server of [a, b, a, b]) expect(await sessionStatus(server.url, second)).toBe(200);
    const ended = await postJson(a, '/api/account/sessions/end-others', {}, { Cookie: first });
    expect(ended.status).toBe(200);
    expect(await sessionStatus(b.url, second)).toBe(401);
    expect(await sessionStatus(b.url, first)).toBe(200);
  });
});
