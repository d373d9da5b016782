import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieFrom, newAccount, openTestApp, type TestApp } from '../test/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await openTestApp();
});
afterAll(() => t.dispose());

async function registered() {
  const account = newAccount();
  const res = await t.post('/api/auth/register', account);
  expect(res.status).toBe(201);
  return { account, cookie: `auth_token=${cookieFrom(res, 'auth_token')}` };
}

async function loginCookie(usernameOrEmail: string, password: string) {
  const res = await t.post('/api/auth/login', { usernameOrEmail, password });
  return { status: res.status, cookie: `auth_token=${cookieFrom(res, 'auth_token')}` };
}

const change = (cookie: string, body: unknown) => t.post('/api/auth/password', body, { Cookie: cookie });
const me = (cookie: string) => t.get('/api/auth/getByAuthToken', { Cookie: cookie });

describe('password change', () => {
  it('needs a session: anonymous requests get 401', async () => {
    const res = await t.post('/api/auth/password', {
      currentPassword: 'x',
      newPassword: 'a new long passphrase',
    });
    expect(res.status).toBe(401);
  });

  it('refuses a wrong current password at its field and keeps the old password working', async () => {
    const { account, cookie } = await registered();
    const res = await change(cookie, {
      currentPassword: 'not my password',
      newPassword: 'harbour lights at dusk',
    });
    expect(res.status).toBe(400);
    expect(JSON.parse((await res.json()).data)).toEqual({
      currentPassword: 'Your current password is not right.',
    });
    expect((await loginCookie(account.username, account.password)).status).toBe(200);
  });

  it('refuses a common new password at its field', async () => {
    const { account, cookie } = await registered();
    const res = await change(cookie, { currentPassword: account.password, newPassword: 'password123' });
    expect(res.status).toBe(400);
    expect(Object.keys(JSON.parse((await res.json()).data))).toEqual(['newPassword']);
  });

  it('stores the new password, ends the other sessions and keeps this one', async () => {
    const { account, cookie } = await registered();
    const other = await loginCookie(account.email, account.password);
    expect((await me(other.cookie)).status).toBe(200);
    const res = await change(cookie, {
      currentPassword: account.password,
      newPassword: 'harbour lights at dusk',
    });
    expect(res.status).toBe(200);
    expect((await res.json()).endedSessions).toBe(1);
    expect((await me(cookie)).status).toBe(200);
    expect((await me(other.cookie)).status).toBe(401);
    expect((await loginCookie(account.username, account.password)).status).toBe(401);
    expect((await loginCookie(account.username, 'harbour lights at dusk')).status).toBe(200);
  });

  it('can keep the other sessions when the member asks to', async () => {
    const { account, cookie } = await registered();
    const other = await loginCookie(account.email, account.password);
    const res = await change(cookie, {
      currentPassword: account.password,
      newPassword: 'harbour lights at dawn',
      endOtherSessions: false,
    });
    expect(res.status).toBe(200);
    expect((await me(other.cookie)).status).toBe(200);
  });

  it('limits wrong current passwords per account with 429 and Retry-After', async () => {
    const { cookie } = await registered();
    const wrong = () =>
      change(cookie, { currentPassword: 'wrong guess', newPassword: 'harbour lights at noon' });
    let last = await wrong();
    for (let i = 0; i < 12 && last.status !== 429; i += 1) last = await wrong();
    expect(last.status).toBe(429);
    expect(Number(last.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
