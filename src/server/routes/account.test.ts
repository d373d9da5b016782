import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountExportSchema, profileResponseSchema } from '../../shared/account-schemas';
import { questions, quoteLeads, sessions, subscriptions, users } from '../db/schema';
import { autoQuote } from './quotes-fixtures';
import { call, registerMember, type Person } from '../test/people';
import { openTestApp, type TestApp } from '../test/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await openTestApp({
    limits: {
      registerPerIp: { max: 1000, windowMs: 60_000 },
      questionPerAccount: { max: 1000, windowMs: 60_000 },
      quotePerIp: { max: 1000, windowMs: 60_000 },
    },
  });
});
afterAll(() => t.dispose());

const passwordOf = (person: Person) => (person as Person & { password: string }).password;
const profileBody = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Marisol',
  lastName: 'Okafor',
  phone: '(207) 555-0148',
  email: `marisol${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`,
  ...overrides,
});
const aQuestion = {
  title: 'Does my renters policy cover a stolen bike?',
  body: 'My bicycle was taken from the hallway of my building. Is that covered by renters insurance?',
  topic: 'home',
};

describe('account profile', () => {
  it('answers 401 without a session', async () => {
    expect((await call(t, 'GET', '/api/account/profile')).status).toBe(401);
    expect((await call(t, 'PATCH', '/api/account/profile', { body: profileBody() })).status).toBe(401);
  });

  it('shows the account and saves a change, normalising the phone as registration does', async () => {
    const member = await registerMember(t);
    const body = profileBody({ email: member.email.toUpperCase() });
    const res = await call(t, 'PATCH', '/api/account/profile', { who: member, body });
    expect(res.status).toBe(200);
    const { user, pendingEmail } = profileResponseSchema.parse(await res.json());
    expect(user).toMatchObject({ firstName: 'Marisol', phone: '+12075550148', email: member.email });
    expect(pendingEmail).toBeNull();
    const again = profileResponseSchema.parse(
      await (await call(t, 'GET', '/api/account/profile', { who: member })).json(),
    );
    expect(again.user.firstName).toBe('Marisol');
  });

  it('keeps the email until the link sent to the new one is followed (decision 216)', async () => {
    const member = await registerMember(t);
    const body = profileBody({ email: '  New.Address@Example.com ' });
    const res = await call(t, 'PATCH', '/api/account/profile', { who: member, body });
    const answer = profileResponseSchema.parse(await res.json());
    expect(answer.user.email).toBe(member.email);
    expect(answer.pendingEmail?.email).toBe('new.address@example.com');
  });

  it('refuses bad fields at their names', async () => {
    const alice = await registerMember(t);
    const bad = await call(t, 'PATCH', '/api/account/profile', {
      who: alice,
      body: profileBody({ phone: '12', firstName: '' }),
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(JSON.parse((await bad.json()).data)).sort()).toEqual(['firstName', 'phone']);
  });
});

describe('account export', () => {
  it('answers 401 without a session', async () => {
    expect((await call(t, 'GET', '/api/account/export')).status).toBe(401);
  });

  it("downloads the member's own profile, questions, quotes and subscription, and nobody else's", async () => {
    const [alice, bruno] = [await registerMember(t), await registerMember(t)];
    expect((await call(t, 'POST', '/api/questions', { who: alice, body: aQuestion })).status).toBe(201);
    expect((await call(t, 'POST', '/api/questions', { who: bruno, body: aQuestion })).status).toBe(201);
    expect((await call(t, 'POST', '/api/quotes', { who: alice, body: autoQuote() })).status).toBe(201);
    const sub = { topics: ['medicare'], frequency: 'monthly' };
    expect((await call(t, 'PUT', '/api/subscriptions/me', { who: alice, body: sub })).status).toBe(200);
    const res = await call(t, 'GET', '/api/account/export', { who: alice });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/attachment; filename="harbor-point-my-data-/);
    const data = accountExportSchema.parse(await res.json());
    expect(data.profile.id).toBe(alice.id);
    expect(data.questions).toHaveLength(1);
    expect(data.quotes).toHaveLength(1);
    expect(data.chats).toEqual([]);
    expect(data.subscription).toMatchObject({ topics: ['medicare'], frequency: 'monthly' });
    expect(JSON.stringify(data)).not.toContain('passwordHash');
  });
});

describe('account deletion', () => {
  it('answers 401 without a session', async () => {
    expect(
      (await call(t, 'POST', '/api/account/delete', { body: { password: 'x', confirm: 'x' } })).status,
    ).toBe(401);
  });

  it('refuses a wrong typed username or a wrong password and keeps the account', async () => {
    const member = await registerMember(t);
    const wrongName = await call(t, 'POST', '/api/account/delete', {
      who: member,
      body: { password: passwordOf(member), confirm: 'someone-else' },
    });
    expect(wrongName.status).toBe(400);
    expect(JSON.parse((await wrongName.json()).data)).toHaveProperty('confirm');
    const wrongPassword = await call(t, 'POST', '/api/account/delete', {
      who: member,
      body: { password: 'not my password', confirm: member.username },
    });
    expect(wrongPassword.status).toBe(400);
    expect(JSON.parse((await wrongPassword.json()).data)).toHaveProperty('password');
    expect((await call(t, 'GET', '/api/account/profile', { who: member })).status).toBe(200);
  });

  it('removes the account, its sessions, questions, quotes and subscription, and nothing of others', async () => {
    const [alice, bruno] = [await registerMember(t), await registerMember(t)];
    await call(t, 'POST', '/api/questions', { who: alice, body: aQuestion });
    await call(t, 'POST', '/api/questions', { who: bruno, body: aQuestion });
    await call(t, 'POST', '/api/quotes', { who: alice, body: autoQuote() });
    await call(t, 'PUT', '/api/subscriptions/me', {
      who: alice,
      body: { topics: ['life'], frequency: 'quarterly' },
    });
    const quotesBefore = (await t.database.db.select().from(quoteLeads)).length;
    const res = await call(t, 'POST', '/api/account/delete', {
      who: alice,
      body: { password: passwordOf(alice), confirm: alice.username.toUpperCase() },
    });
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie().join('\n')).toMatch(/auth_token=;/);
    const db = t.database.db;
    expect(await db.select().from(users).where(eq(users.id, alice.id))).toEqual([]);
    expect(await db.select().from(sessions).where(eq(sessions.userId, alice.id))).toEqual([]);
    expect(await db.select().from(questions).where(eq(questions.authorId, alice.id))).toEqual([]);
    expect(await db.select().from(quoteLeads)).toHaveLength(quotesBefore - 1);
    expect(await db.select().from(subscriptions).where(eq(subscriptions.email, alice.email))).toEqual([]);
    expect(await db.select().from(questions).where(eq(questions.authorId, bruno.id))).toHaveLength(1);
    expect((await call(t, 'GET', '/api/account/profile', { who: alice })).status).toBe(401);
    expect((await call(t, 'GET', '/api/account/profile', { who: bruno })).status).toBe(200);
  });
});
