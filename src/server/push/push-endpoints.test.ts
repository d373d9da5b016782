// Where a push may go (decision 251): a subscription is accepted only at a browser's push service,
// however its name is spelled, and a push is never sent to an address inside, whatever the name
// resolves to at send time. The send-time checks go through web-push and a real loopback
// HTTPS server that would accept the push if it were sent.
import webpush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushSubscriptions } from '../db/schema';
import { openLoopbackPushService, testDevice, type LoopbackPushService } from '../test/loopback-push';
import { call, registerMember, type Person } from '../test/people';
import { openTestApp, type TestApp } from '../test/test-app';
import { isPublicAddress, isPushServiceEndpoint } from './push-endpoints';
import { webPushSender } from './sender';

let t: TestApp;
let member: Person;
let service: LoopbackPushService;

beforeAll(async () => {
  t = await openTestApp({ limits: { pushPerAccount: { max: 1000, windowMs: 60_000 } } });
  member = await registerMember(t);
  service = await openLoopbackPushService();
});
afterAll(async () => {
  await service?.close();
  await t?.dispose();
});

const subscribe = (endpoint: string) =>
  call(t, 'PUT', '/api/push/subscription', { who: member, body: testDevice().subscription(endpoint) });

describe('subscribing: the browsers’ push services only', () => {
  it.each([
    'https://localhost.:4103/x',
    'https://x.internal./x',
    'https://a.b.localhost./x',
    'https://fcm.googleapis.com./fcm/send/x',
    'https://fcm.googleapis.com:8443/fcm/send/x',
    'https://fcm.googleapis.com.evil.example/x',
    'https://push.example.com/x',
    'https://10.0.0.1/x',
    'https://[::1]/x',
    'https://push.apple.com/x',
  ])('refuses %s and stores nothing', async (endpoint) => {
    const res = await subscribe(endpoint);
    expect(res.status).toBe(400);
    const stored = await t.database.db
      .select({ endpoint: pushSubscriptions.endpoint })
      .from(pushSubscriptions);
    expect(stored.map((row) => row.endpoint)).not.toContain(endpoint);
  });

  it.each([
    'https://fcm.googleapis.com/fcm/send/dGVzdA:APA91b',
    'https://updates.push.services.mozilla.com/wpush/v2/gAAAAABk',
    'https://web.push.apple.com/QGnV0sWz',
    'https://wns2-par02p.notify.windows.com/w/?token=BQYAAAB',
  ])('accepts %s', async (endpoint) => {
    expect((await subscribe(endpoint)).status).toBe(200);
  });
});

describe('sending: public addresses only, checked when the connection is made', () => {
  const keys = { ...webpush.generateVAPIDKeys(), subject: 'mailto:ops@example.com' };
  const target = (endpoint: string) => {
    const { keys: device } = testDevice().subscription(endpoint);
    return { endpoint, ...device };
  };

  it('refuses a name that resolves to loopback and a loopback address, and sends nothing', async () => {
    const port = new URL(service.origin).port;
    const send = webPushSender({ timeoutMs: 3000 });
    for (const endpoint of [
      `https://localhost:${port}/a`,
      `https://127.0.0.1:${port}/b`,
      `https://[::ffff:127.0.0.1]:${port}/c`,
    ]) {
      expect(await send(target(endpoint), '{}', keys), endpoint).toMatchObject({ kind: 'refused' });
    }
    expect(service.received).toHaveLength(0);
  });

  it('refuses a push service’s name once it resolves to a private address, even beside a public one', async () => {
    for (const answer of [
      [{ address: '10.1.2.3', family: 4 }],
      [
        { address: '142.250.0.1', family: 4 },
        { address: 'fd00::1', family: 6 },
      ],
    ]) {
      const send = webPushSender({ timeoutMs: 3000, resolve: (_host, _options, done) => done(null, answer) });
      const outcome = await send(target('https://fcm.googleapis.com/fcm/send/abc'), '{}', keys);
      expect(outcome).toMatchObject({ kind: 'refused' });
    }
  });

  it('tells public addresses from loopback, private, link-local, shared, documentation and mapped ones', () => {
    for (const address of ['8.8.8.8', '142.250.0.1', '2606:4700::1111'])
      expect(isPublicAddress(address), address).toBe(true);
    for (const address of [
      '127.0.0.1',
      '10.0.0.1',
      '172.16.5.4',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '192.0.2.1',
      '224.0.0.1',
      '::1',
      '::',
      'fe80::1',
      'fd12::1',
      '::ffff:10.0.0.1',
      '64:ff9b::a00:1',
      'not an address',
    ])
      expect(isPublicAddress(address), address).toBe(false);
    expect(isPushServiceEndpoint('https://FCM.googleapis.com/fcm/send/x')).toBe(true);
    expect(isPushServiceEndpoint('http://fcm.googleapis.com/fcm/send/x')).toBe(false);
  });
});
