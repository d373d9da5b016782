import { serve, type ServerType } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { emailOptOuts, serverSecrets } from '../db/schema';
import { enqueueEmail, emailSettings, recentEmails, type EmailSettings } from '../email/outbox';
import { emailKeys, signUnsubscribe } from '../email/tokens';
import { loadEnv } from '../env';
import { ORIGIN, openTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
let settings: EmailSettings;
const kind = process.env.DATABASE_URL ? 'postgres' : 'pglite';

beforeAll(async () => {
  t = await openTestApp();
  // A second set of keys on the same database: as a second server process would have.
  settings = emailSettings(t.database.db, { SITE_URL: ORIGIN });
});
afterAll(() => t.dispose());

let counter = 0;
async function notification(to = `member${counter++}@example.com`) {
  const id = await enqueueEmail(t.database.db, settings, {
    to,
    template: 'question-answered',
    data: { questionId: 7, questionTitle: 'Is my boat covered by my home policy?' },
  });
  const [row] = await recentEmails(t.database.db, { to, limit: 1 });
  expect(row?.id).toBe(id);
  const token = /token=([^>]+)>$/.exec(row!.headers['List-Unsubscribe'] ?? '')?.[1];
  return { to, id: id!, token: decodeURIComponent(token!) };
}

const oneClick = (token: string, headers: Record<string, string> = {}) =>
  t.app.request(`/api/email/unsubscribe?token=${encodeURIComponent(token)}`, {
    method: 'POST',
    // What a mail app sends (RFC 8058): a form body, from its own servers, with no Origin.
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
    body: 'List-Unsubscribe=One-Click',
  });

const preview = (token: string) => t.get(`/api/email/unsubscribe?token=${encodeURIComponent(token)}`);

describe(`one-click unsubscribe (${kind})`, () => {
  it("stops notifications from the header's link, without a session or an Origin", async () => {
    const { to, token } = await notification('Maya.Reader@example.com');
    let res = await preview(token);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      list: 'notifications',
      email: 'm•••@example.com',
      unsubscribed: false,
    });

    res = await oneClick(token);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, list: 'notifications' });
    expect((await oneClick(token)).status).toBe(200);
    expect(await (await preview(token)).json()).toMatchObject({ unsubscribed: true });

    const optOuts = await t.database.db.select().from(emailOptOuts);
    expect(optOuts.filter((row) => row.email === to.toLowerCase())).toHaveLength(1);
    // The next notification to that address is never written.
    expect(
      await enqueueEmail(t.database.db, settings, {
        to,
        template: 'question-answered',
        data: { questionId: 8, questionTitle: 'And my trailer?' },
      }),
    ).toBeUndefined();
  });

  it('previews without changing anything: GET never unsubscribes', async () => {
    const { token } = await notification();
    for (let i = 0; i < 2; i += 1)
      expect(await (await preview(token)).json()).toMatchObject({ unsubscribed: false });
  });

  it('refuses a tampered, an unknown or a missing token', async () => {
    const { token } = await notification();
    const secret = await settings.keys.secret();
    const bad = [
      `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`,
      signUnsubscribe(secret, crypto.randomUUID()),
      signUnsubscribe(Buffer.from('another secret of thirty-two chars'), token.split('.')[1]!),
      token.replace(/^u\./, 'c.'),
    ];
    for (const candidate of bad) {
      expect((await oneClick(candidate)).status).toBe(400);
      expect((await preview(candidate)).status).toBe(400);
      expect((await t.post('/api/subscriptions/unsubscribe', { token: candidate })).status).toBe(400);
    }
    expect((await t.get('/api/email/unsubscribe')).status).toBe(400);
    expect(await (await preview(token)).json()).toMatchObject({ unsubscribed: false });
  });

  it('answers a big body with 413', async () => {
    const { token } = await notification();
    const res = await t.app.request(`/api/email/unsubscribe?token=${encodeURIComponent(token)}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: `List-Unsubscribe=One-Click&padding=${'x'.repeat(4000)}`,
    });
    expect(res.status).toBe(413);
  });
});

describe(`link signing keys (${kind})`, () => {
  it('makes one secret on first use and every process shares it', async () => {
    const a = await emailKeys(t.database.db, undefined).secret();
    const b = await emailKeys(t.database.db, undefined).secret();
    expect(a.equals(b)).toBe(true);
    expect(await t.database.db.select().from(serverSecrets)).toHaveLength(1);
  });

  it('uses EMAIL_TOKEN_SECRET when set, so links signed with the stored one fail', async () => {
    const { token } = await notification();
    const config = loadEnv({ NODE_ENV: 'test', SITE_URL: ORIGIN, EMAIL_TOKEN_SECRET: 'x'.repeat(40) });
    const app = createApp({ database: t.database, config });
    const res = await app.request(`/api/email/unsubscribe?token=${encodeURIComponent(token)}`);
    expect(res.status).toBe(400);
    const own = signUnsubscribe(Buffer.from('x'.repeat(40)), token.split('.')[1]!);
    expect((await app.request(`/api/email/unsubscribe?token=${own}`)).status).toBe(200);
  });
});

describe(`GET /api/dev/emails (${kind})`, () => {
  const servers: ServerType[] = [];
  afterAll(() => Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve)))));

  /** The app on a real loopback socket: the developers' list trusts only the socket's address. */
  async function listen(nodeEnv: 'test' | 'production'): Promise<string> {
    const config = loadEnv({ NODE_ENV: nodeEnv, SITE_URL: ORIGIN });
    const app = createApp({ database: t.database, config });
    const server = await new Promise<ServerType>((resolve) => {
      const started = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(started));
    });
    servers.push(server);
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  it('lists the latest emails to a developer on this machine, one address at a time', async () => {
    const { to, id } = await notification();
    const base = await listen('test');
    const res = await fetch(`${base}/api/dev/emails?to=${encodeURIComponent(to)}`);
    expect(res.status).toBe(200);
    const { emails } = await res.json();
    expect(emails).toHaveLength(1);
    expect(emails[0]).toMatchObject({ id, to, template: 'question-answered', status: 'pending' });
    expect(emails[0].textBody).toContain('/dashboard/question/7');
    expect(emails[0]).not.toHaveProperty('claimedBy');
  });

  it('is a 404 in production, through a proxy, and without a loopback socket', async () => {
    const production = await listen('production');
    expect((await fetch(`${production}/api/dev/emails`)).status).toBe(404);
    const base = await listen('test');
    expect(
      (await fetch(`${base}/api/dev/emails`, { headers: { 'X-Forwarded-For': '203.0.113.9' } })).status,
    ).toBe(404);
    expect((await t.get('/api/dev/emails')).status).toBe(404);
  });
});
