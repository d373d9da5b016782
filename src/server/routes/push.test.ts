// Web Push end to end on the real database (decision 240): a member subscribes with keys made
// here, an agent answers through the API, the push worker sends through web-push to a loopback
// stand-in for the push service, and the test decrypts what arrived with the device's own private
// key. Also: the key is shared through the database, 410 removes a device, logout removes the
// devices of that session only, and a website request's status change is announced the same way.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { questionDetailSchema } from '../../shared/questions-schemas';
import { pushOutbox, pushSubscriptions } from '../db/schema';
import { silentLogger } from '../logger';
import { webPushSender } from '../push/sender';
import { vapidSource } from '../push/vapid';
import { createPushWorker, prunePushOutbox, type PushWorker } from '../push/worker';
import { checkPushHost } from '../services/push-subscriptions';
import { openLoopbackPushService, testDevice, type LoopbackPushService } from '../test/loopback-push';
import { call, createAgent, registerMember, type Person } from '../test/people';
import { ORIGIN, openTestApp, type TestApp } from '../test/test-app';
import { testDatabaseKind } from '../test/test-db';
import { exampleWebsiteBuild } from '../test/website-build-example';

let t: TestApp;
let service: LoopbackPushService;
let worker: PushWorker;
let member: Person;
let agent: Person;
const big = { max: 1000, windowMs: 60_000 };
const QUESTION_TITLE = 'Is my rowboat covered under the home policy?';
const ANSWER_TEXT = 'Small boats are often covered up to a limit; we will check your declarations page.';

beforeAll(async () => {
  t = await openTestApp({
    limits: { registerPerIp: big, questionPerAccount: big, loginPerIp: big },
    pushAllowPrivateHosts: true,
  });
  service = await openLoopbackPushService();
  // Its own key source on the same database, as another process's worker would have.
  worker = createPushWorker({
    db: t.database.db,
    vapid: vapidSource(t.database.db, ORIGIN),
    send: webPushSender({ agent: service.agent }),
    logger: silentLogger,
  });
  [member, agent] = await Promise.all([registerMember(t), createAgent(t)]);
});
afterAll(async () => {
  await service?.close();
  await t?.dispose();
});

let deviceCount = 0;
/** A device subscribed as `who`, at its own path on the stand-in. */
async function subscribe(who: Person) {
  const device = testDevice();
  const endpoint = `${service.origin}/push/device-${(deviceCount += 1)}`;
  const res = await call(t, 'PUT', '/api/push/subscription', { who, body: device.subscription(endpoint) });
  expect(res.status).toBe(200);
  return { device, endpoint, path: new URL(endpoint).pathname };
}

async function askAndAnswer() {
  const asked = await call(t, 'POST', '/api/questions', {
    who: member,
    body: {
      title: QUESTION_TITLE,
      body: 'We keep a small rowboat at the dock behind the house.',
      topic: 'home',
    },
  });
  expect(asked.status).toBe(201);
  const question = questionDetailSchema.parse(await asked.json());
  const answered = await call(t, 'POST', `/api/agent/questions/${question.id}/answers`, {
    who: agent,
    body: { body: ANSWER_TEXT },
  });
  expect(answered.status).toBe(201);
  return question;
}

const devicesOf = (userId: string) =>
  t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));

describe(`Web Push notices (${testDatabaseKind()})`, () => {
  it('serves one public key to members only, the same from a second key source on the database', async () => {
    expect((await call(t, 'GET', '/api/push/key')).status).toBe(401);
    expect((await call(t, 'GET', '/api/push/key', { who: agent })).status).toBe(403);
    const res = await call(t, 'GET', '/api/push/key', { who: member });
    expect(res.status).toBe(200);
    const { publicKey } = (await res.json()) as { publicKey: string };
    // An uncompressed P-256 point: 65 bytes, base64url.
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
    expect((await vapidSource(t.database.db, ORIGIN).keys()).publicKey).toBe(publicKey);
  });

  it("sends an agent's answer as an encrypted push holding the title and path, never the words", async () => {
    const { device, path } = await subscribe(member);
    const question = await askAndAnswer();
    const before = service.received.length;
    expect((await worker.runOnce()).sent).toBe(1);
    const arrived = service.received.slice(before);
    expect(arrived).toHaveLength(1);
    const push = arrived[0]!;
    expect(push.path).toBe(path);
    expect(push.headers['content-encoding']).toBe('aes128gcm');
    expect(String(push.headers.authorization)).toMatch(/^vapid t=.+, k=.+/);
    // The ciphertext alone says nothing; decrypted with the device's key it is the notice.
    expect(push.body.toString('latin1')).not.toContain('An agent');
    const payload = JSON.parse(device.decrypt(push.body)) as Record<string, string>;
    expect(payload).toEqual({
      title: 'An agent answered your question',
      body: 'Open it to read the answer.',
      url: `/dashboard/question/${question.id}`,
    });
    const text = JSON.stringify(payload);
    expect(text).not.toContain('rowboat');
    expect(text).not.toContain('declarations');
    // Sent once: the next pass finds nothing due.
    expect((await worker.runOnce()).sent).toBe(0);
  });

  it('removes the subscription and its waiting pushes when the push service answers 410', async () => {
    await subscribe(member);
    service.answer(410);
    try {
      await askAndAnswer();
      const result = await worker.runOnce();
      expect(result.gone).toBeGreaterThanOrEqual(1);
      expect(await devicesOf(member.id)).toHaveLength(0);
      expect(
        await t.database.db.select().from(pushOutbox).where(eq(pushOutbox.status, 'pending')),
      ).toHaveLength(0);
    } finally {
      service.answer(201);
    }
  });

  it('keeps a push for later when the push service fails, and sends it on a later pass', async () => {
    await subscribe(member);
    service.answer(503);
    await askAndAnswer();
    expect((await worker.runOnce()).retrying).toBe(1);
    service.answer(201);
    const later = createPushWorker({
      db: t.database.db,
      vapid: vapidSource(t.database.db, ORIGIN),
      send: webPushSender({ agent: service.agent }),
      logger: silentLogger,
      now: () => new Date(Date.now() + 10 * 60_000),
    });
    expect((await later.runOnce()).sent).toBe(1);
    await call(t, 'DELETE', '/api/push/subscription', {
      who: member,
      body: { endpoint: (await devicesOf(member.id))[0]!.endpoint },
    });
    expect(await devicesOf(member.id)).toHaveLength(0);
  });

  it("removes on logout the devices of that session only, and never another member's", async () => {
    const phone = await registerMember(t);
    const login = await t.post('/api/auth/login', {
      usernameOrEmail: phone.username,
      password: phone.password,
    });
    const laptop = {
      ...phone,
      cookie: login.headers
        .getSetCookie()
        .map((line) => line.split(';')[0])
        .join('; '),
    };
    const onPhone = await subscribe(phone);
    await subscribe(laptop);
    // Another member cannot remove it by naming its address.
    await call(t, 'DELETE', '/api/push/subscription', { who: member, body: { endpoint: onPhone.endpoint } });
    expect(await devicesOf(phone.id)).toHaveLength(2);
    expect((await t.post('/api/auth/logout', undefined, { Cookie: laptop.cookie })).status).toBe(200);
    const left = await devicesOf(phone.id);
    expect(left.map((row) => row.endpoint)).toEqual([onPhone.endpoint]);
  });

  it("announces a website request's status change with its page, not its details", async () => {
    const owner = await registerMember(t);
    const { device } = await subscribe(owner);
    const created = await call(t, 'POST', '/api/website-builds', { who: owner, body: exampleWebsiteBuild() });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const moved = await call(t, 'PATCH', `/api/agent/website-builds/${id}`, {
      who: agent,
      body: { status: 'in_progress', note: 'Started on the Casco Bay pages.' },
    });
    expect(moved.status).toBe(200);
    const before = service.received.length;
    expect((await worker.runOnce()).sent).toBe(1);
    const payload = JSON.parse(device.decrypt(service.received[before]!.body)) as Record<string, string>;
    expect(payload.url).toBe('/dashboard/WebsiteBuild');
    expect(JSON.stringify(payload)).not.toMatch(/Casco|in_progress/);
  });

  it('prunes sent pushes once they are old, never one still waiting', async () => {
    const rows = () => t.database.db.select({ status: pushOutbox.status }).from(pushOutbox);
    expect((await rows()).some((row) => row.status === 'sent')).toBe(true);
    await subscribe(member);
    service.answer(503);
    try {
      await askAndAnswer();
      await prunePushOutbox(t.database.db, new Date(Date.now() + 60_000));
      expect((await rows()).map((row) => row.status)).toEqual(['pending']);
    } finally {
      service.answer(201);
    }
  });

  it('refuses the writes without a session (401), to an agent (403) and from another origin (403)', async () => {
    const body = testDevice().subscription(`${service.origin}/push/refused`);
    for (const method of ['PUT', 'DELETE']) {
      const payload = method === 'PUT' ? body : { endpoint: body.endpoint };
      expect((await call(t, method, '/api/push/subscription', { body: payload })).status).toBe(401);
      expect((await call(t, method, '/api/push/subscription', { who: agent, body: payload })).status).toBe(
        403,
      );
      const foreign = await call(t, method, '/api/push/subscription', {
        who: member,
        body: payload,
        headers: { Origin: 'https://evil.example' },
      });
      expect(foreign.status).toBe(403);
    }
    expect(
      await t.database.db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.endpoint, body.endpoint)),
    ).toHaveLength(0);
  });

  it('refuses an address that is not https or names a private host, at the field', async () => {
    const device = testDevice();
    const res = await call(t, 'PUT', '/api/push/subscription', {
      who: member,
      body: device.subscription('http://push.example.com/x'),
    });
    expect(res.status).toBe(400);
    expect(() => checkPushHost('https://127.0.0.1/x', false)).toThrow(/not one this site can send to/);
    expect(() => checkPushHost('https://localhost/x', false)).toThrow();
    expect(() => checkPushHost('https://fcm.googleapis.com/fcm/send/abc', false)).not.toThrow();
  });
});

describe(`the push writes' limit (${testDatabaseKind()})`, () => {
  it('answers 429 with Retry-After once an account has switched notices too often', async () => {
    const limited = await openTestApp({
      sharing: t,
      limits: { pushPerAccount: { max: 2, windowMs: 60 * 60_000 } },
      pushAllowPrivateHosts: true,
    });
    try {
      const someone = await registerMember(limited);
      const send = () =>
        call(limited, 'PUT', '/api/push/subscription', {
          who: someone,
          body: testDevice().subscription('https://push.example.com/device'),
        });
      expect((await send()).status).toBe(200);
      expect((await send()).status).toBe(200);
      const third = await send();
      expect(third.status).toBe(429);
      expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0);
    } finally {
      await limited.dispose();
    }
  });
});
