import { describe, expect, it } from 'vitest';
import { kind, subscriptionKitForFile } from './subscriptions-fixtures';

const k = subscriptionKitForFile();

describe(`/api/subscriptions/me (${kind})`, () => {
  it('answers 401 without a session', async () => {
    expect((await k.t.get('/api/subscriptions/me')).status).toBe(401);
    expect((await k.put({ topics: ['life'] })).status).toBe(401);
  });

  it('shows a member their subscription, and nothing before they have one', async () => {
    const { email, cookie } = await k.member();
    let res = await k.t.get('/api/subscriptions/me', { Cookie: cookie });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ subscription: null });
    await k.signUp({ email }, { Cookie: cookie });
    res = await k.t.get('/api/subscriptions/me', { Cookie: cookie });
    expect(res.headers.get('cache-control')).toBe('no-store');
    // Their account address is not proved yet: it waits for the emailed link like any other.
    expect((await res.json()).subscription).toMatchObject({
      status: 'pending',
      email,
      topics: ['medicare', 'life'],
    });
  });

  it('lets a member change topics and frequency, stop, and start again', async () => {
    const { email, cookie } = await k.member();
    let res = await k.put({ topics: ['retirement'], frequency: 'quarterly' }, cookie);
    expect(res.status).toBe(200);
    // The first start at an address never proved waits for the emailed link.
    expect((await res.json()).subscription).toMatchObject({
      status: 'pending',
      email,
      topics: ['retirement'],
    });
    expect(await k.emailsTo(email)).toHaveLength(1);
    expect(
      (await k.t.post('/api/subscriptions/confirm', { token: await k.confirmToken(email) })).status,
    ).toBe(200);
    res = await k.put({ subscribed: false }, cookie);
    expect((await res.json()).subscription).toMatchObject({ status: 'unsubscribed', topics: ['retirement'] });
    // Proved now: starting again needs no second email.
    res = await k.put({ subscribed: true, topics: ['home-and-auto'] }, cookie);
    expect((await res.json()).subscription).toMatchObject({ status: 'confirmed', topics: ['home-and-auto'] });
    expect(await k.emailsTo(email)).toHaveLength(1);
  });

  it("never lets one member read or change another member's subscription", async () => {
    const a = await k.provedMember();
    const b = await k.member();
    expect(await (await k.t.get('/api/subscriptions/me', { Cookie: b.cookie })).json()).toEqual({
      subscription: null,
    });
    expect((await k.put({ subscribed: false }, b.cookie)).status).toBe(404);
    expect((await k.put({ frequency: 'quarterly' }, b.cookie)).status).toBe(400);
    expect(await k.rowOf(a.email)).toMatchObject({ status: 'confirmed', frequency: 'monthly' });
  });
});

describe(`POST /api/subscriptions/unsubscribe (${kind})`, () => {
  it('unsubscribes by the emailed token without logging in, and voids the old confirm link', async () => {
    const email = k.address();
    await k.signUp({ email });
    const confirm = await k.confirmToken(email);
    await k.t.post('/api/subscriptions/confirm', { token: confirm });
    const token = await k.linkToken(email, '/subscribe/unsubscribe');
    for (let i = 0; i < 2; i += 1) {
      const res = await k.t.post('/api/subscriptions/unsubscribe', { token });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ ok: true, list: 'updates' });
    }
    expect(await k.rowOf(email)).toMatchObject({ status: 'unsubscribed', confirmTokenHash: null });
    expect((await k.t.post('/api/subscriptions/confirm', { token: confirm })).status).toBe(400);
    expect((await k.rowOf(email))?.status).toBe('unsubscribed');
  });

  it('refuses a tampered token', async () => {
    const email = k.address();
    await k.signUp({ email });
    const token = await k.linkToken(email, '/subscribe/unsubscribe');
    const res = await k.t.post('/api/subscriptions/unsubscribe', {
      token: `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`,
    });
    expect(res.status).toBe(400);
    expect((await k.rowOf(email))?.status).toBe('pending');
  });
});
