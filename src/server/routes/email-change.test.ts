// A changed email address on the real database (decision 216): the account keeps its address until
// the link emailed to the new one is followed; the link's token is stored only as a hash, works for
// 24 hours and once, the newest voiding older ones; the old address gets a notice; the
// subscription and opt-outs follow; an address another account has gets the same answer and a
// plain refusal at the link; other sessions stay; the request is limited.
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profileResponseSchema } from '../../shared/account-schemas';
import { agency } from '../../shared/agency';
import { parseFieldErrors } from '../../shared/field-errors';
import { emailChangeTokens, emailOptOuts, emailOutbox, subscriptions, users } from '../db/schema';
import { hashToken } from '../services/sessions';
import { call, registerMember, type Person } from '../test/people';
import { openTestApp, type TestApp } from '../test/test-app';
import { testDatabaseKind } from '../test/test-db';

const clock = { now: new Date() };
let t: TestApp;
let counter = 0;

beforeAll(async () => {
  t = await openTestApp({
    env: { TRUST_PROXY: 'true' },
    now: () => clock.now,
    limits: {
      registerPerIp: { max: 1000, windowMs: 60_000 },
      loginPerIp: { max: 1000, windowMs: 60_000 },
      resetRequestPerIp: { max: 1000, windowMs: 60_000 },
      resetRequestPerAddress: { max: 3, windowMs: 60 * 60_000 },
      resetAttemptPerIp: { max: 1000, windowMs: 60_000 },
    },
  });
});
afterAll(() => t.dispose());

const nextIp = () => ({ 'X-Forwarded-For': `10.91.${Math.floor(counter / 250)}.${(counter++ % 250) + 1}` });
const fresh = () => `moved.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}@example.com`;
const later = (ms = 1000) => {
  clock.now = new Date(clock.now.getTime() + ms);
};

async function profileOf(who: Person) {
  const res = await call(t, 'GET', '/api/account/profile', { who, headers: nextIp() });
  return profileResponseSchema.parse(await res.json());
}

/** Sends the account's fields with another email, as the account page does. */
async function askFor(who: Person, email: string) {
  later();
  const { user } = await profileOf(who);
  const body = { firstName: user.firstName, lastName: user.lastName, phone: user.phone, email };
  return call(t, 'PATCH', '/api/account/profile', { who, body, headers: nextIp() });
}

const confirm = (token: string) => t.post('/api/account/email-change/confirm', { token }, nextIp());

const emailsTo = (to: string) =>
  t.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, to)).orderBy(desc(emailOutbox.createdAt));

async function linkToken(to: string): Promise<string> {
  const mails = (await emailsTo(to)).filter((mail) => mail.template === 'email-change-confirm');
  const match = /\/account\/email\?token=([A-Za-z0-9_%-]+)/.exec(mails[0]?.textBody ?? '');
  if (!match?.[1]) throw new Error(`no confirmation link in the email to ${to}`);
  return decodeURIComponent(match[1]);
}

const accountEmail = async (id: string) =>
  (await t.database.db.select({ email: users.email }).from(users).where(eq(users.id, id)))[0]?.email;

describe(`asking for a new address (${testDatabaseKind()})`, () => {
  it('keeps the old address, saves the rest, and emails a link to the new one only', async () => {
    const member = await registerMember(t);
    const target = fresh();
    const res = await askFor(member, `  ${target.toUpperCase()} `);
    expect(res.status).toBe(200);
    const answer = profileResponseSchema.parse(await res.json());
    expect(answer.user.email).toBe(member.email);
    expect(answer.pendingEmail?.email).toBe(target);
    expect(new Date(answer.pendingEmail!.expiresAt).getTime() - clock.now.getTime()).toBe(24 * 3_600_000);
    expect((await profileOf(member)).pendingEmail?.email).toBe(target);
    expect(await accountEmail(member.id)).toBe(member.email);
    expect((await emailsTo(target)).map((mail) => mail.template)).toEqual(['email-change-confirm']);
    expect(await emailsTo(member.email)).toEqual([]);
    // Only the hash is kept.
    const token = await linkToken(target);
    const [row] = await t.database.db
      .select()
      .from(emailChangeTokens)
      .where(eq(emailChangeTokens.userId, member.id));
    expect(row?.id).toBe(hashToken(token));
    expect(JSON.stringify(row)).not.toContain(token);
  });

  it('answers the same for an address another account has, and refuses it at the link', async () => {
    const [alice, bruno] = [await registerMember(t), await registerMember(t)];
    const taken = await askFor(alice, bruno.email.toUpperCase());
    const free = await askFor(bruno, fresh());
    expect(taken.status).toBe(200);
    expect(free.status).toBe(200);
    const shape = (body: unknown) => Object.keys(body as object).sort();
    expect(shape(await taken.json())).toEqual(shape(await free.json()));
    const res = await confirm(await linkToken(bruno.email));
    expect(res.status).toBe(409);
    expect(parseFieldErrors(await res.json()).token).toMatch(
      /Another account already uses this email address/,
    );
    expect(await accountEmail(alice.id)).toBe(alice.email);
    expect(await accountEmail(bruno.id)).toBe(bruno.email);
    // The refused link is gone: the account page no longer shows it waiting.
    expect((await profileOf(alice)).pendingEmail).toBeNull();
  });

  it('sends nothing new when the address already waiting is asked for again, and the same address is no change', async () => {
    const member = await registerMember(t);
    const target = fresh();
    await askFor(member, target);
    await askFor(member, target);
    expect(await emailsTo(target)).toHaveLength(1);
    expect((await askFor(member, member.email.toUpperCase())).status).toBe(200);
    expect(await emailsTo(member.email)).toEqual([]);
  });

  it('limits new links per account like the reset request, with 429 and Retry-After', async () => {
    const member = await registerMember(t);
    for (let i = 0; i < 3; i++) expect((await askFor(member, fresh())).status).toBe(200);
    const over = await askFor(member, fresh());
    expect(over.status).toBe(429);
    expect(Number(over.headers.get('Retry-After'))).toBeGreaterThan(0);
    later(61 * 60_000);
    expect((await askFor(member, fresh())).status).toBe(200);
  });

  it('forgets a waiting change when the member cancels it, and its link stops working', async () => {
    const member = await registerMember(t);
    const target = fresh();
    await askFor(member, target);
    const res = await call(t, 'POST', '/api/account/email-change/cancel', {
      who: member,
      body: {},
      headers: nextIp(),
    });
    expect(res.status).toBe(200);
    expect((await profileOf(member)).pendingEmail).toBeNull();
    expect((await confirm(await linkToken(target))).status).toBe(400);
  });
});

describe(`following the link (${testDatabaseKind()})`, () => {
  it('moves the account, proves the address, tells the old one, and keeps the sessions', async () => {
    const member = await registerMember(t);
    const target = fresh();
    await askFor(member, target);
    later();
    // Without a session: the link may be opened on another device.
    const res = await confirm(await linkToken(target));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, email: target });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, member.id));
    expect(row?.email).toBe(target);
    expect(row?.emailVerifiedAt?.getTime()).toBe(clock.now.getTime());
    const notices = await emailsTo(member.email);
    expect(notices.map((mail) => mail.template)).toEqual(['email-changed']);
    expect(notices[0]?.textBody).toContain(agency.phone);
    expect(notices[0]?.textBody).toContain('mo•••@example.com');
    expect(notices[0]?.textBody).not.toContain(target);
    // The member's session still works and shows the new address.
    const after = await profileOf(member);
    expect(after.user.email).toBe(target);
    expect(after.pendingEmail).toBeNull();
    // Logging in works with the new address, not the old.
    const login = (usernameOrEmail: string) =>
      t.post('/api/auth/login', { usernameOrEmail, password: member.password }, nextIp());
    expect((await login(target)).status).toBe(200);
    expect((await login(member.email)).status).toBe(401);
  });

  it('works once, only the newest link works, and not after 24 hours', async () => {
    const member = await registerMember(t);
    const [first, second, third] = [fresh(), fresh(), fresh()];
    await askFor(member, first);
    await askFor(member, second);
    const older = await linkToken(first);
    const newer = await linkToken(second);
    const voided = await confirm(older);
    expect(voided.status).toBe(400);
    expect(parseFieldErrors(await voided.json()).token).toMatch(/no longer works/);
    expect((await confirm(newer)).status).toBe(200);
    expect((await confirm(newer)).status).toBe(400);
    await askFor(member, third);
    later(24 * 3_600_000 + 1000);
    expect((await confirm(await linkToken(third))).status).toBe(400);
    expect(await accountEmail(member.id)).toBe(second);
  });

  it('refuses a tampered or cut link at the token field', async () => {
    const member = await registerMember(t);
    const target = fresh();
    await askFor(member, target);
    const token = await linkToken(target);
    for (const bad of [`${token.slice(0, -2)}xy`, token.slice(0, 15), 'not a token at all!']) {
      const res = await confirm(bad);
      expect(res.status, bad).toBe(400);
      expect(parseFieldErrors(await res.json())).toHaveProperty('token');
    }
    expect(await accountEmail(member.id)).toBe(member.email);
  });

  it('takes the subscription and the opt-outs to the new address', async () => {
    const member = await registerMember(t);
    const target = fresh();
    const db = t.database.db;
    await db.insert(subscriptions).values({
      email: member.email,
      userId: member.id,
      topics: ['life'],
      frequency: 'monthly',
      status: 'confirmed',
    });
    await db.insert(emailOptOuts).values({ email: member.email, list: 'notifications' });
    await askFor(member, target);
    expect((await confirm(await linkToken(target))).status).toBe(200);
    const rows = await db
      .select({ email: subscriptions.email, status: subscriptions.status })
      .from(subscriptions)
      .where(eq(subscriptions.userId, member.id));
    expect(rows).toEqual([{ email: target, status: 'confirmed' }]);
    const optOuts = await db
      .select({ email: emailOptOuts.email })
      .from(emailOptOuts)
      .where(eq(emailOptOuts.list, 'notifications'));
    expect(optOuts.map((row) => row.email)).toEqual(expect.arrayContaining([member.email, target]));
  });

  it("keeps the new address's own subscription when it has one, and drops the old one", async () => {
    const member = await registerMember(t);
    const target = fresh();
    const db = t.database.db;
    await db.insert(subscriptions).values([
      { email: member.email, userId: member.id, topics: ['life'], frequency: 'monthly', status: 'confirmed' },
      { email: target, topics: ['medicare'], frequency: 'weekly', status: 'confirmed' },
    ]);
    await askFor(member, target);
    expect((await confirm(await linkToken(target))).status).toBe(200);
    const rows = await db
      .select({ email: subscriptions.email, userId: subscriptions.userId, topics: subscriptions.topics })
      .from(subscriptions)
      .where(sql`lower(${subscriptions.email}) in (${member.email}, ${target})`);
    expect(rows).toEqual([{ email: target, userId: member.id, topics: ['medicare'] }]);
  });
});
