// The deployment of docs/deploy.md on this machine: nginx in front of two server processes on one
// PostgreSQL. Through the proxy, sessions, logouts, rate limits, idempotency and the email outbox
// behave as with one process, a forged X-Forwarded-For does not escape the limits, and the site
// keeps answering while one process restarts.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUBSCRIPTION_FREQUENCIES, SUBSCRIPTION_TOPICS } from '../../shared/subscription-schemas';
import { ensureNginx, startNginx, type RunningNginx } from '../test/nginx';
import { startLoopbackSmtp, type LoopbackSmtp } from '../test/loopback-smtp';
import { registerThrough, sessionStatus, startCluster, type ServerCluster } from '../test/server-cluster';
import { freePort, postJson, postgresUrl } from '../test/server-process';

const nginx = postgresUrl() ? ensureNginx() : { missing: 'DATABASE_URL is not set' };
const skipReason = 'missing' in nginx ? nginx.missing : undefined;

let proxy: RunningNginx;
let cluster: ServerCluster;
let smtp: LoopbackSmtp;
let dir: string;

const contact = (n: number) => ({
  name: 'Through The Proxy',
  email: 'proxy@example.com',
  topic: 'other',
  message: `Message number ${n}, sent through nginx.`,
  preferredContact: 'email',
});

describe.skipIf(!!skipReason)(
  `behind nginx, two processes, one PostgreSQL${skipReason ? ` (skipped: ${skipReason})` : ''}`,
  () => {
    beforeAll(async () => {
      smtp = await startLoopbackSmtp();
      dir = await mkdtemp(join(tmpdir(), 'faults-nginx-'));
      const proxyPort = await freePort();
      const env = { SITE_URL: `http://127.0.0.1:${proxyPort}`, TRUST_PROXY: 'true', SMTP_URL: smtp.url };
      cluster = await startCluster(2, env);
      proxy = await startNginx({
        binary: (nginx as { path: string }).path,
        dir,
        port: proxyPort,
        upstreams: cluster.servers.map((server) => server.port),
      });
    }, 120_000);
    afterAll(async () => {
      await proxy?.stop();
      await cluster?.stop();
      await smtp?.close();
      if (dir) await rm(dir, { recursive: true, force: true });
    });

    it('shares sessions and sees a logout at once, whichever process answers', async () => {
      const { cookie } = await registerThrough(proxy);
      // Round robin: these reach both processes.
      for (let n = 0; n < 4; n += 1) expect(await sessionStatus(proxy.url, cookie)).toBe(200);
      for (const server of cluster.servers) expect(await sessionStatus(server.url, cookie)).toBe(200);
      expect((await postJson(proxy, '/api/auth/logout', {}, { Cookie: cookie })).status).toBe(200);
      for (const server of cluster.servers) expect(await sessionStatus(server.url, cookie)).toBe(401);
    });

    it('replays an idempotent write on the other process, and counts limits once for both', async () => {
      const key = { 'Idempotency-Key': crypto.randomUUID() };
      const first = await postJson(proxy, '/api/contact', contact(0), key);
      const again = await postJson(proxy, '/api/contact', contact(0), key);
      expect([first.status, again.status]).toEqual([201, 201]);
      expect((await again.json()).reference).toBe((await first.json()).reference);

      // Five messages an hour from one address: the replay did not count, so four more pass.
      const statuses: number[] = [];
      for (let n = 1; n <= 5; n += 1)
        statuses.push((await postJson(proxy, '/api/contact', contact(n))).status);
      expect(statuses).toEqual([201, 201, 201, 201, 429]);
      // nginx overwrites X-Forwarded-For: a client cannot pick a fresh address to escape the limit.
      const forged = await postJson(proxy, '/api/contact', contact(9), { 'X-Forwarded-For': '203.0.113.7' });
      expect(forged.status).toBe(429);
    });

    it('sends an email from the outbox once, with two workers polling it', async () => {
      const email = `outbox.${Date.now().toString(36)}@example.com`;
      const res = await postJson(proxy, '/api/subscriptions', {
        email,
        topics: [SUBSCRIPTION_TOPICS[0].value],
        frequency: SUBSCRIPTION_FREQUENCIES[0].value,
      });
      expect(res.status).toBeLessThan(300);
      const deadline = Date.now() + 20_000;
      while (!smtp.received.some((mail) => mail.to.includes(email)) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      // Both workers have had several passes at it by now.
      await new Promise((resolve) => setTimeout(resolve, 4000));
      expect(smtp.received.filter((mail) => mail.to.includes(email))).toHaveLength(1);
    }, 40_000);

    it('keeps answering while one process restarts', async () => {
      let stopped = false;
      const failures: string[] = [];
      let answered = 0;
      const poll = (async () => {
        while (!stopped) {
          const res = await fetch(`${proxy.url}/api/health`).catch((error: Error) => error);
          if (res instanceof Error || res.status !== 200)
            failures.push(res instanceof Error ? res.message : String(res.status));
          else answered += 1;
        }
      })();
      await cluster.restart(0);
      await new Promise((resolve) => setTimeout(resolve, 500));
      stopped = true;
      await poll;
      expect(failures).toEqual([]);
      expect(answered).toBeGreaterThan(10);
    }, 120_000);
  },
);
