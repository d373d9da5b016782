import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseFieldErrors } from '../../shared/field-errors';
import { users } from '../db/schema';
import { newAccount, openTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp({ limits: { registerPerIp: { max: 1000, windowMs: 60_000 } } });
});
afterAll(() => t.dispose());

const countUsers = async (email: string) => {
  const rows = await t.database.db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return rows.length;
};

describe(`POST /api/auth/register (${process.env.DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  it('creates the account and answers 201 with the allow-listed user fields only', async () => {
    const account = newAccount({ email: 'Mixed.Case@Example.com' });
    const res = await t.post('/api/auth/register', account);
    expect(res.status).toBe(201);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = await res.json();
    expect(Object.keys(body).sort()).toEqual(
      ['createdAt', 'email', 'firstName', 'id', 'lastName', 'phone', 'role', 'username'].sort(),
    );
    expect(body).toMatchObject({ email: 'mixed.case@example.com', phone: '+13125550143', role: 'member' });
    expect(JSON.stringify(body)).not.toMatch(/argon2|password/i);
  });

  it('refuses unknown keys with a field error', async () => {
    const res = await t.post('/api/auth/register', { ...newAccount(), role: 'agent' });
    expect(res.status).toBe(400);
    expect(parseFieldErrors(await res.json())).toHaveProperty('role');
  });

  it('answers 400 with a field -> message map for invalid fields', async () => {
    const res = await t.post('/api/auth/register', newAccount({ email: 'not-an-email', password: 'short' }));
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.statusCode).toBe(400);
    expect(body.requestId).toBe(res.headers.get('x-request-id'));
    expect(Object.keys(parseFieldErrors(body)).sort()).toEqual(['email', 'password']);
  });

  it('refuses a common password at the password field', async () => {
    const res = await t.post('/api/auth/register', newAccount({ password: 'password123' }));
    expect(res.status).toBe(400);
    expect(parseFieldErrors(await res.json()).password).toMatch(/common/);
  });

  it('accepts a 64-character passphrase without composition rules', async () => {
    const res = await t.post(
      '/api/auth/register',
      newAccount({ password: 'the tide turns slowly past the old granite lighthouse on the bay' }),
    );
    expect(res.status).toBe(201);
  });

  it('answers 400 and stores nothing when the honeypot field is filled', async () => {
    const account = newAccount({ website: 'http://spam.example' });
    const res = await t.post('/api/auth/register', account);
    expect(res.status).toBe(400);
    expect(await countUsers(account.email)).toBe(0);
  });

  it('answers 409 at the right field when the username or email is taken in another case', async () => {
    const first = newAccount();
    expect((await t.post('/api/auth/register', first)).status).toBe(201);
    const sameName = await t.post(
      '/api/auth/register',
      newAccount({ username: first.username.toUpperCase() }),
    );
    expect(sameName.status).toBe(409);
    expect(Object.keys(parseFieldErrors(await sameName.json()))).toEqual(['username']);
    const sameEmail = await t.post('/api/auth/register', newAccount({ email: first.email.toUpperCase() }));
    expect(sameEmail.status).toBe(409);
    expect(Object.keys(parseFieldErrors(await sameEmail.json()))).toEqual(['email']);
  });

  it('lets exactly one of two racing registrations differing only in case win', async () => {
    const base = newAccount();
    const results = await Promise.all([
      t.post('/api/auth/register', base),
      t.post('/api/auth/register', {
        ...base,
        email: base.email.toUpperCase(),
        username: base.username.toUpperCase(),
      }),
    ]);
    expect(results.map((res) => res.status).sort()).toEqual([201, 409]);
    expect(await countUsers(base.email)).toBe(1);
  });

  it('issues a session cookie and stores only the hash of its token', async () => {
    const res = await t.post('/api/auth/register', newAccount());
    const token = /auth_token=([^;]+)/.exec(res.headers.getSetCookie().join('\n'))?.[1];
    expect(token).toBeTruthy();
    const rows = await t.database.db.execute(sql`select id from sessions`);
    const ids = (rows as unknown as { rows: { id: string }[] }).rows.map((row) => row.id);
    expect(ids).not.toContain(token);
    expect(ids.every((id) => /^[0-9a-f]{64}$/.test(id))).toBe(true);
  });
});

describe('weak passwords at registration', () => {
  it.each([
    ['aaaaaaaa', /Repeated/],
    ['Password123!', /common/],
    ['harbor-demo-2026', /too easy to guess/],
  ])('refuses %s at the password field, saying why and how to do better', async (password, why) => {
    const res = await t.post('/api/auth/register', newAccount({ password }));
    expect(res.status).toBe(400);
    const message = parseFieldErrors(await res.json()).password ?? '';
    expect(message).toMatch(why);
    expect(message).toMatch(/unrelated words/);
  });

  it('refuses the username itself as the password', async () => {
    const account = newAccount();
    const res = await t.post('/api/auth/register', { ...account, password: `${account.username}` });
    expect(res.status).toBe(400);
    expect(parseFieldErrors(await res.json()).password).toMatch(/your own name, username or email/);
  });
});
