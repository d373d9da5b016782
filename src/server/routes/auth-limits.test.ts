import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAccount, openTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
let clock = Date.now();
const account = newAccount();
const minute = 60_000;

beforeAll(async () => {
  t = await openTestApp({
    now: () => new Date(clock),
    env: { TRUST_PROXY: 'true' },
    limits: {
      loginFailuresPerAccount: { max: 3, windowMs: 15 * minute },
      loginPerIp: { max: 5, windowMs: 15 * minute },
      registerPerIp: { max: 2, windowMs: 60 * minute },
    },
  });
  const res = await t.post('/api/auth/register', account, { 'X-Forwarded-For': '10.0.0.1' });
  expect(res.status).toBe(201);
});
afterAll(() => t.dispose());

const login = (ip: string, password: string, name = account.username) =>
  t.post('/api/auth/login', { usernameOrEmail: name, password }, { 'X-Forwarded-For': ip });

describe('rate limits on auth routes', () => {
  it('a locked-out account gets 429 with Retry-After, from any IP, until the window ends', async () => {
    for (let i = 0; i < 3; i += 1)
      expect((await login(`10.1.0.${i}`, 'wrong password here')).status).toBe(401);
    const locked = await login('10.1.0.9', account.password);
    expect(locked.status).toBe(429);
    const retryAfter = Number(locked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect((await locked.json()).message).toMatch(/Too many attempts/);
    // No permanent lockout: the next window lets the right password in.
    clock += 15 * minute;
    expect((await login('10.1.0.9', account.password)).status).toBe(200);
  });

  it('counts the failures of an account without case, by username or email', async () => {
    clock += 15 * minute;
    for (let i = 0; i < 3; i += 1) {
      await login(`10.2.0.${i}`, 'wrong password here', account.username.toUpperCase());
    }
    expect((await login('10.2.0.9', account.password, account.username)).status).toBe(429);
  });

  it('limits login attempts per IP across accounts', async () => {
    clock += 15 * minute;
    for (let i = 0; i < 5; i += 1) await login('10.3.0.1', 'wrong password here', `someone${i}`);
    const res = await login('10.3.0.1', account.password);
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBeTruthy();
    expect((await login('10.3.0.2', account.password)).status).toBe(200);
  });

  it('limits registrations per IP', async () => {
    const ip = { 'X-Forwarded-For': '10.4.0.1' };
    expect((await t.post('/api/auth/register', newAccount(), ip)).status).toBe(201);
    expect((await t.post('/api/auth/register', newAccount(), ip)).status).toBe(201);
    const third = await t.post('/api/auth/register', newAccount(), ip);
    expect(third.status).toBe(429);
    expect(third.headers.get('retry-after')).toBeTruthy();
  });
});

describe('client address', () => {
  it('ignores X-Forwarded-For unless a trusted proxy is configured', async () => {
    const direct = await openTestApp({
      sharing: t,
      limits: { loginPerIp: { max: 2, windowMs: 15 * minute } },
    });
    try {
      for (let i = 0; i < 2; i += 1) {
        await direct.post(
          '/api/auth/login',
          { usernameOrEmail: 'x', password: 'y' },
          { 'X-Forwarded-For': `10.9.0.${i}` },
        );
      }
      const res = await direct.post(
        '/api/auth/login',
        { usernameOrEmail: 'x', password: 'y' },
        { 'X-Forwarded-For': '10.9.0.99' },
      );
      expect(res.status).toBe(429);
    } finally {
      await direct.dispose();
    }
  });
});
