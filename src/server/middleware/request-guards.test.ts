import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORIGIN, newAccount, openTestApp, type TestApp } from '../test/test-app';
import { MAX_BODY_BYTES } from './json-body';
import { bootScriptHash } from './security-headers';

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp();
});
afterAll(() => t.dispose());

const register = (headers: Record<string, string>, body: string = JSON.stringify(newAccount())) =>
  t.app.request('/api/auth/register', { method: 'POST', headers, body });

describe('request guards', () => {
  it('refuses a foreign Origin on a state-changing route with 403', async () => {
    const res = await register({ Origin: 'https://evil.example', 'Content-Type': 'application/json' });
    expect(res.status).toBe(403);
    expect((await res.json()).requestId).toBe(res.headers.get('x-request-id'));
  });

  it('refuses a cross-site Sec-Fetch-Site, and a request with neither Origin nor Sec-Fetch-Site', async () => {
    const json = { 'Content-Type': 'application/json' };
    expect((await register({ ...json, 'Sec-Fetch-Site': 'cross-site' })).status).toBe(403);
    expect((await register(json)).status).toBe(403);
    expect((await register({ ...json, 'Sec-Fetch-Site': 'same-origin' })).status).toBe(201);
  });

  it('refuses a non-JSON Content-Type with 415', async () => {
    const res = await register(
      { Origin: ORIGIN, 'Content-Type': 'application/x-www-form-urlencoded' },
      'a=b',
    );
    expect(res.status).toBe(415);
    expect((await register({ Origin: ORIGIN, 'Content-Type': 'text/plain' })).status).toBe(415);
  });

  it('refuses a body over 16 KiB with 413', async () => {
    const big = JSON.stringify({ ...newAccount(), firstName: 'x'.repeat(MAX_BODY_BYTES) });
    const res = await register({ Origin: ORIGIN, 'Content-Type': 'application/json' }, big);
    expect(res.status).toBe(413);
  });

  it('refuses a NUL, a text-direction control or a reserved name in a query string with 400, not a 500', async () => {
    const answer = async (path: string) => {
      const res = await t.app.request(path);
      return { status: res.status, message: ((await res.json()) as { message: string }).message };
    };
    // Anonymous on purpose: the guard answers before any session check.
    expect(await answer('/api/questions/search?q=%00abc')).toEqual({
      status: 400,
      message: expect.stringContaining('query parameter "q" contains a NUL'),
    });
    expect(await answer('/api/health?note=%E2%80%AEgnp.exe')).toEqual({
      status: 400,
      message: expect.stringContaining('query parameter "note" contains an invisible text-direction'),
    });
    expect(await answer('/api/health?%5F%5Fproto%5F%5F=1')).toEqual({
      status: 400,
      message: expect.stringContaining('reserved name "__proto__"'),
    });
    expect((await t.app.request('/api/health?note=%E2%80%8Fright-to-left%20mark')).status).toBe(200);
  });

  it('answers malformed JSON with 400', async () => {
    const res = await register({ Origin: ORIGIN, 'Content-Type': 'application/json' }, '{"username":');
    expect(res.status).toBe(400);
  });
});

describe('headers and errors', () => {
  it('sends the security headers and an enforced CSP on every response', async () => {
    for (const res of [await t.get('/api/health'), await t.get('/api/nope'), await t.get('/some/page')]) {
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('permissions-policy')).toBeTruthy();
      expect(res.headers.get('x-powered-by')).toBeNull();
      expect(res.headers.get('strict-transport-security')).toBeNull();
      expect(res.headers.get('content-security-policy-report-only')).toBeNull();
      const csp = res.headers.get('content-security-policy') ?? '';
      for (const rule of [
        "default-src 'self'",
        // Scripts from the site, plus the one inline colour mode script by its hash (decision 012).
        `script-src 'self' ${bootScriptHash};`,
        "object-src 'none'",
        "base-uri 'none'",
        "frame-ancestors 'none'",
        "worker-src 'self'",
        "manifest-src 'self'",
      ]) {
        expect(csp).toContain(rule);
      }
      expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('allows the analytics host in the CSP only when one is configured', async () => {
    const withAnalytics = await openTestApp({
      sharing: t,
      env: { ANALYTICS_SCRIPT_URL: 'https://stats.example.com/script.js' },
    });
    try {
      const csp = (await withAnalytics.get('/api/health')).headers.get('content-security-policy');
      expect(csp).toContain("script-src 'self' https://stats.example.com");
    } finally {
      await withAnalytics.dispose();
    }
  });

  it('answers an unknown API path with a JSON 404 carrying the request id', async () => {
    const res = await t.get('/api/does-not-exist');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    const body = await res.json();
    expect(body).toMatchObject({ statusCode: 404, requestId: res.headers.get('x-request-id') });
    expect(JSON.stringify(body)).not.toMatch(/at .*\.ts|stack/i);
  });
});
