import { describe, expect, it } from 'vitest';
import { newAccount, openTestApp } from '../test/test-app';

describe('database outage', () => {
  it('health says ok, then 503 with Retry-After, and the API and session check answer 503 not 401', async () => {
    const t = await openTestApp();
    try {
      const res = await t.post('/api/auth/register', newAccount());
      const cookie = {
        Cookie: res.headers
          .getSetCookie()
          .map((line) => line.split(';')[0])
          .join('; '),
      };
      const health = await t.get('/api/health');
      expect(health.status).toBe(200);
      expect(await health.json()).toEqual({ status: 'ok' });

      await t.database.close();

      const down = await t.get('/api/health');
      expect(down.status).toBe(503);
      const session = await t.get('/api/auth/getByAuthToken', cookie);
      expect(session.status).toBe(503);
      expect(session.headers.get('retry-after')).toBeTruthy();
      // An outage must not log anybody out.
      expect(session.headers.getSetCookie()).toEqual([]);
      const login = await t.post('/api/auth/login', { usernameOrEmail: 'someone', password: 'something' });
      expect(login.status).toBe(503);
      expect(login.headers.get('retry-after')).toBeTruthy();
      const body = await login.json();
      expect(body.requestId).toBe(login.headers.get('x-request-id'));
      expect(JSON.stringify(body)).not.toMatch(/\.ts:\d+/);
    } finally {
      await t.dispose();
    }
  });
});
