import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { parseFieldErrors } from '../../shared/field-errors';
import { subscriptions } from '../db/schema';
import { ORIGIN } from '../test/test-app';
import { kind, subscriptionKitForFile } from './subscriptions-fixtures';

const k = subscriptionKitForFile();

/** The fields PATCH /api/account/profile takes, as the account has them now. */
async function profileOf(cookie: string) {
  const res = await k.t.get('/api/account/profile', { Cookie: cookie });
  const { user } = (await res.json()) as { user: Record<string, string> };
  return { firstName: user.firstName, lastName: user.lastName, phone: user.phone, email: user.email };
}

/** The answer to a sign-up with the default choices (Medicare and life, monthly) in this status. */
const answer = (status: 'pending' | 'confirmed', email: string) => ({
  status,
  email,
  topics: ['medicare', 'life'],
  frequency: 'monthly',
});

describe(`POST /api/subscriptions (${kind})`, () => {
  it('asks an anonymous visitor to confirm by email and says what was chosen', async () => {
    const email = k.address();
    // The first email of a fresh database, written inside the Idempotency-Key's transaction: the
    // link key must not be read on another connection meanwhile (PGlite has only one).
    const res = await k.signUp(
      { email: email.toUpperCase(), topics: ['life', 'medicare', 'life'] },
      { 'Idempotency-Key': crypto.randomUUID() },
    );
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual(answer('pending', email));
    expect(await k.rowOf(email)).toMatchObject({
      status: 'pending',
      userId: null,
      topics: ['medicare', 'life'],
    });

    const [mail, ...others] = await k.emailsTo(email);
    expect(others).toHaveLength(0);
    expect(mail).toMatchObject({ template: 'subscription-confirm', list: 'updates', status: 'pending' });
    expect(mail?.subject).toBe('Please confirm your email updates from Harbor Point');
    expect(mail?.textBody).toContain('about Medicare and life insurance, once a month.');
    expect(mail?.textBody).toMatch(/http:\/\/localhost:3000\/subscribe\/success\?token=c\./);
    expect(mail?.textBody).toMatch(/Unsubscribe: http:\/\/localhost:3000\/subscribe\/unsubscribe\?token=u\./);
    expect(mail?.htmlBody).toContain('href="http://localhost:3000/subscribe/success?token=c.');
    expect(mail?.headers['List-Unsubscribe']).toMatch(
      /^<http:\/\/localhost:3000\/api\/email\/unsubscribe\?token=u\./,
    );
    expect(mail?.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  });

  it('gives an anonymous caller the same answer for a new, a waiting and a confirmed address', async () => {
    const email = k.address();
    const answers = [];
    answers.push(await k.signUp({ email }));
    answers.push(await k.signUp({ email }));
    await k.t.post('/api/subscriptions/confirm', { token: await k.confirmToken(email) });
    answers.push(await k.signUp({ email, topics: ['business'], frequency: 'quarterly' }));
    const bodies = await Promise.all(answers.map((res) => res.json()));
    expect(answers.map((res) => res.status)).toEqual([202, 202, 202]);
    expect(bodies[0]).toEqual(bodies[1]);
    expect(bodies[2]).toEqual({ ...bodies[0], topics: ['business'], frequency: 'quarterly' });
    // The confirmed choices stay, and a waiting address gets one email per ten minutes, not one per click.
    expect(await k.rowOf(email)).toMatchObject({ status: 'confirmed', topics: ['medicare', 'life'] });
    expect(await k.emailsTo(email)).toHaveLength(1);
  });

  it('sends a fresh link after ten minutes, and only the newest link confirms', async () => {
    const email = k.address();
    await k.signUp({ email });
    const first = await k.confirmToken(email);
    k.clock.now = new Date(k.clock.now.getTime() + 11 * 60_000);
    await k.signUp({ email, frequency: 'quarterly' });
    const second = await k.confirmToken(email);
    expect(second).not.toBe(first);
    expect((await k.t.post('/api/subscriptions/confirm', { token: first })).status).toBe(400);
    const res = await k.t.post('/api/subscriptions/confirm', { token: second });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'confirmed', frequency: 'quarterly' });
  });

  it('asks a member to confirm their own account address until they have followed a link sent to it', async () => {
    const { email, cookie } = await k.member();
    const res = await k.signUp({ email: email.toUpperCase() }, { Cookie: cookie });
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual(answer('pending', email));
    expect((await k.rowOf(email))?.status).toBe('pending');
    expect(await k.emailsTo(email)).toHaveLength(1);
    expect(await k.verifiedAt(email)).toBeNull();

    const confirmed = await k.t.post('/api/subscriptions/confirm', { token: await k.confirmToken(email) });
    expect(confirmed.status).toBe(200);
    expect(await k.verifiedAt(email)).not.toBeNull();
  });

  it('confirms a member at their own proved address at once, without an email', async () => {
    const { email, cookie } = await k.provedMember();
    const sent = (await k.emailsTo(email)).length;
    expect((await k.put({ subscribed: false }, cookie)).status).toBe(200);
    const res = await k.signUp({ email: email.toUpperCase(), topics: ['business'] }, { Cookie: cookie });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ...answer('confirmed', email), topics: ['business'] });
    const row = await k.rowOf(email);
    expect(row?.status).toBe('confirmed');
    expect(row?.userId).not.toBeNull();
    expect(await k.emailsTo(email)).toHaveLength(sent);
  });

  it('takes an address proved by the change-of-address link without asking again', async () => {
    const { email, cookie } = await k.provedMember();
    const newEmail = k.address();
    const changed = await k.t.app.request('/api/account/profile', {
      method: 'PATCH',
      headers: { Origin: ORIGIN, 'Content-Type': 'application/json', Cookie: cookie },
      body: JSON.stringify({ ...(await profileOf(cookie)), email: newEmail }),
    });
    expect(changed.status).toBe(200);
    // Not yet the account's address: a sign-up with it is asked to confirm like any other.
    expect(await k.verifiedAt(newEmail)).toBeUndefined();
    const confirmed = await k.t.post('/api/account/email-change/confirm', {
      token: await k.linkToken(newEmail, '/account/email'),
    });
    expect(confirmed.status).toBe(200);
    expect(await k.verifiedAt(newEmail)).toBeInstanceOf(Date);
    // The subscription followed the address, still confirmed; no confirmation email was needed.
    expect((await k.rowOf(newEmail))?.status).toBe('confirmed');
    expect(await k.rowOf(email)).toBeUndefined();
    const res = await k.signUp({ email: newEmail }, { Cookie: cookie });
    expect(res.status).toBe(200);
    expect((await k.emailsTo(newEmail)).map((mail) => mail.template)).toEqual(['email-change-confirm']);
  });

  it('asks a member to confirm an address that is not their account address', async () => {
    const { cookie } = await k.member();
    const other = k.address();
    const res = await k.signUp({ email: other }, { Cookie: cookie });
    expect(res.status).toBe(202);
    expect(await k.rowOf(other)).toMatchObject({ status: 'pending', userId: null });
    expect(await k.emailsTo(other)).toHaveLength(1);
  });

  it('keeps one subscription and sends one email when sign-ups for one address race in different case', async () => {
    const email = k.address();
    // Eight at once, each in its own case: enough that an unguarded second email shows up here.
    const spellings = Array.from({ length: 8 }, (_, i) =>
      [...email].map((ch, j) => ((i >> (j % 3)) & 1 ? ch.toUpperCase() : ch)).join(''),
    );
    const answers = await Promise.all(spellings.map((spelling) => k.signUp({ email: spelling })));
    expect(answers.map((res) => res.status)).toEqual(spellings.map(() => 202));
    const rows = await k.t.database.db
      .select()
      .from(subscriptions)
      .where(sql`lower(${subscriptions.email}) = ${email}`);
    expect(rows).toHaveLength(1);
    expect(await k.emailsTo(email)).toHaveLength(1);
  });

  it('refuses a filled honeypot and stores nothing', async () => {
    const email = k.address();
    const res = await k.signUp({ email, website: 'http://spam.example' });
    expect(res.status).toBe(400);
    expect(parseFieldErrors(await res.json())).toEqual({ website: 'Leave this field empty.' });
    expect(await k.rowOf(email)).toBeUndefined();
    expect(await k.emailsTo(email)).toHaveLength(0);
  });

  it('answers each invalid field at its own name', async () => {
    const res = await k.signUp({ email: 'nope', topics: [], frequency: 'daily', extra: true });
    expect(res.status).toBe(400);
    expect(Object.keys(parseFieldErrors(await res.json())).sort()).toEqual([
      'email',
      'extra',
      'frequency',
      'topics',
    ]);
  });

  it('limits sign-ups per address with 429 and Retry-After', async () => {
    const ip = '10.99.0.1';
    for (let i = 0; i < 3; i += 1) {
      expect((await k.signUp({ email: k.address() }, { 'X-Forwarded-For': ip })).status).toBe(202);
    }
    const res = await k.signUp({ email: k.address() }, { 'X-Forwarded-For': ip });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('applies a replayed Idempotency-Key once and answers the same', async () => {
    const email = k.address();
    const headers = { 'Idempotency-Key': crypto.randomUUID() };
    const first = await k.signUp({ email }, headers);
    expect(first.status).toBe(202);
    const second = await k.signUp({ email }, headers);
    expect(second.status).toBe(first.status);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect(await second.json()).toEqual(await first.json());
    expect(await k.emailsTo(email)).toHaveLength(1);
  });
});

describe(`POST /api/subscriptions/confirm (${kind})`, () => {
  it('confirms with the emailed link, and a second click answers the same', async () => {
    const email = k.address();
    await k.signUp({ email });
    const token = await k.confirmToken(email);
    for (let i = 0; i < 2; i += 1) {
      const res = await k.t.post('/api/subscriptions/confirm', { token });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual(answer('confirmed', email));
    }
    expect((await k.rowOf(email))?.confirmedAt).not.toBeNull();
  });

  it('refuses a tampered, a foreign and an expired token', async () => {
    const email = k.address();
    await k.signUp({ email });
    const token = await k.confirmToken(email);
    const [purpose, payload, signature] = token.split('.') as [string, string, string];
    const flipped = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    const forged = Buffer.from(
      `${crypto.randomUUID()}:abcdefghijklmnopqrstuvwx:${(Date.now() / 1000).toString(36)}`,
    );
    const bad = [
      `${purpose}.${payload}.${flipped}`,
      `${purpose}.${forged.toString('base64url')}.${signature}`,
      `u.${payload}.${signature}`,
      'c.not-a-token',
    ];
    for (const candidate of bad) {
      const res = await k.t.post('/api/subscriptions/confirm', { token: candidate });
      expect(res.status).toBe(400);
      expect(parseFieldErrors(await res.json())).toHaveProperty('token');
    }
    k.clock.now = new Date(k.clock.now.getTime() + 8 * 24 * 3_600_000);
    expect((await k.t.post('/api/subscriptions/confirm', { token })).status).toBe(400);
    expect((await k.rowOf(email))?.status).toBe('pending');
  });
});

describe(`POST /api/subscriptions/resend (${kind})`, () => {
  let ip = 0;
  const resend = (email: string, extra: Record<string, unknown> = {}) =>
    k.t.post(
      '/api/subscriptions/resend',
      { email, website: '', ...extra },
      { 'X-Forwarded-For': `10.41.0.${(ip++ % 250) + 1}` },
    );

  it('sends a waiting address a new link that replaces the old one, at most once in ten minutes', async () => {
    const email = k.address();
    await k.signUp({ email });
    const old = await k.confirmToken(email);
    // Within ten minutes of the first email: nothing more is sent, and the answer is the same.
    let res = await resend(email);
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ ok: true });
    expect(await k.emailsTo(email)).toHaveLength(1);

    k.clock.now = new Date(k.clock.now.getTime() + 11 * 60_000);
    res = await resend(email.toUpperCase());
    expect(res.status).toBe(202);
    expect(await k.emailsTo(email)).toHaveLength(2);
    const fresh = await k.confirmToken(email);
    expect(fresh).not.toBe(old);
    expect((await k.t.post('/api/subscriptions/confirm', { token: old })).status).toBe(400);
    const confirmed = await k.t.post('/api/subscriptions/confirm', { token: fresh });
    expect(confirmed.status).toBe(200);
    expect(await confirmed.json()).toMatchObject({ status: 'confirmed', email });
  });

  it('answers the same for an unknown and a confirmed address, and sends them nothing', async () => {
    const unknown = k.address();
    const confirmed = k.address();
    await k.signUp({ email: confirmed });
    await k.t.post('/api/subscriptions/confirm', { token: await k.confirmToken(confirmed) });
    k.clock.now = new Date(k.clock.now.getTime() + 11 * 60_000);
    const answers = [await resend(unknown), await resend(confirmed)];
    for (const res of answers) {
      expect(res.status).toBe(202);
      expect(await res.json()).toEqual({ ok: true });
    }
    expect(await k.emailsTo(unknown)).toHaveLength(0);
    expect(await k.emailsTo(confirmed)).toHaveLength(1);
  });

  it('refuses a filled honeypot and a bad address at its field', async () => {
    expect((await resend(k.address(), { website: 'http://spam.example' })).status).toBe(400);
    const bad = await resend('not-an-address');
    expect(bad.status).toBe(400);
    expect(parseFieldErrors(await bad.json())).toHaveProperty('email');
  });
});
