import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectContract, openApiDoc } from '../test/contract';
import { cookieFrom, newAccount, openTestApp, type TestApp } from '../test/test-app';
import { OPENAPI_PATH } from './openapi';
import { testDatabaseKind } from '../test/test-db';

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp();
});
afterAll(() => t.dispose());

/** Hono's ':id' written OpenAPI's way, '{id}'. */
const openApiPath = (path: string) => path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

describe(`the OpenAPI document (${testDatabaseKind()})`, () => {
  it('is served as OpenAPI 3.1 JSON', async () => {
    const res = await t.get(OPENAPI_PATH);
    expect(res.status).toBe(200);
    expect((await res.json()).openapi).toBe('3.1.0');
  });

  it('lists every /api route the app answers', async () => {
    const doc = await openApiDoc(t.app);
    const routes = t.app.routes.filter(
      (route) => route.path.startsWith('/api/') && route.method !== 'ALL' && route.path !== OPENAPI_PATH,
    );
    expect(routes.length).toBeGreaterThan(5);
    const missing = routes
      .map((route) => `${route.method} ${route.path}`)
      .filter((route) => {
        const [method = '', path = ''] = route.split(' ');
        return !doc.paths[openApiPath(path)]?.[method.toLowerCase()];
      });
    expect(missing).toEqual([]);
  });

  it('matches real answers of every route, success and error alike', async () => {
    const check = (method: string, path: string, res: Response) => expectContract(t.app, method, path, res);
    await check('GET', '/api/health', await t.get('/api/health'));
    const account = newAccount();
    const registered = await t.post('/api/auth/register', account);
    expect(registered.status).toBe(201);
    await check('POST', '/api/auth/register', registered);
    await check('POST', '/api/auth/register', await t.post('/api/auth/register', { username: 'x' }));
    await check('POST', '/api/auth/register', await t.post('/api/auth/register', account));
    const loggedIn = await t.post('/api/auth/login', {
      usernameOrEmail: account.email,
      password: account.password,
    });
    await check('POST', '/api/auth/login', loggedIn);
    await check(
      'POST',
      '/api/auth/login',
      await t.post('/api/auth/login', { usernameOrEmail: 'nobody', password: 'x' }),
    );
    const cookie = { Cookie: `auth_token=${cookieFrom(loggedIn, 'auth_token')}` };
    await check('GET', '/api/auth/getByAuthToken', await t.get('/api/auth/getByAuthToken', cookie));
    await check('GET', '/api/auth/getByAuthToken', await t.get('/api/auth/getByAuthToken'));
    const changed = await t.post(
      '/api/auth/password',
      { currentPassword: account.password, newPassword: 'copper kettle north window' },
      cookie,
    );
    expect(changed.status).toBe(200);
    await check('POST', '/api/auth/password', changed);
    await check('POST', '/api/auth/password', await t.post('/api/auth/password', {}));
    await check('POST', '/api/auth/logout', await t.post('/api/auth/logout', undefined, cookie));
    const resetRequest = await t.post('/api/auth/password-reset/request', { email: account.email });
    expect(resetRequest.status).toBe(202);
    await check('POST', '/api/auth/password-reset/request', resetRequest);
    await check(
      'POST',
      '/api/auth/password-reset/request',
      await t.post('/api/auth/password-reset/request', {}),
    );
    const badLink = { token: 'not-a-real-link-token-at-all' };
    await check(
      'POST',
      '/api/auth/password-reset/check',
      await t.post('/api/auth/password-reset/check', badLink),
    );
    await check(
      'POST',
      '/api/auth/password-reset',
      await t.post('/api/auth/password-reset', { ...badLink, newPassword: 'velvet harbour compass morning' }),
    );
    const contact = await t.post('/api/contact', {
      name: 'Ada Penworthy',
      email: 'ada@example.com',
      topic: 'home',
      message: 'Please call me about my home cover renewal.',
      preferredContact: 'email',
    });
    expect(contact.status).toBe(201);
    await check('POST', '/api/contact', contact);
    await check('POST', '/api/contact', await t.post('/api/contact', { name: '' }));
    const quote = await t.post('/api/quotes', {
      line: 'auto',
      answers: { vehicles: 1, drivers: 1, currentCover: 'insured', zip: '04101' },
      firstName: 'Ada',
      lastName: 'Penworthy',
      email: 'ada@example.com',
      phone: '(207) 555-0172',
      contactTime: 'any',
      consent: true,
      consentVersion: '2026-11-v1',
    });
    expect(quote.status).toBe(201);
    await check('POST', '/api/quotes', quote);
  });
});
