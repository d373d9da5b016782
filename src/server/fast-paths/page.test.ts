import { getRequestListener } from '@hono/node-server';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securityHeaderValues } from '../middleware/security-headers';
import { withPageFastPath } from './page';
import { comparable, send, sideBySide, type SideBySide } from '../test/side-by-side';
import { openTestApp, type TestApp } from '../test/test-app';

// The page fast path (decision 160) must answer exactly as the app does: the same status, bytes and
// headers, for every page it takes, and hand everything else to the app. Two real HTTP servers on
// one app and one built-site folder: the app alone, and the app behind the fast path.
let t: TestApp;
let dir: string;
let plain: Server;
let fast: Server;
let servers: SideBySide;
const page = (title: string) =>
  `<!doctype html><html><head><title>${title}</title></head><body>${`<p>${title} explained plainly.</p>`.repeat(60)}</body></html>`;

function write(relative: string, content: string | Buffer) {
  const file = path.join(dir, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
}

const get = (server: Server, url: string, headers: Record<string, string> = {}) =>
  send(server, { path: url, headers });

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'page-fast-path-'));
  write('index.html', page('Home'));
  write('services/auto/index.html', page('Auto insurance'));
  write('services/auto/index.html.br', brotliCompressSync(page('Auto insurance')));
  write('services/auto/index.html.gz', gzipSync(page('Auto insurance')));
  write('404.html', page('Not found: __NOT_FOUND_PATH__'));
  write('login/index.html', page('Log In'));
  write('quote/index.html', page('Get a Quote'));
  write('quote/line-auto.html', page('Get a quote for Auto Insurance'));
  write('password-reset/index.html', page('Forgot Your Password?'));
  write('assets/app-abc.js', 'export const a = 1;');
  t = await openTestApp({ env: { STATIC_DIR: dir } });
  servers = await sideBySide(getRequestListener(t.app.fetch), (app) =>
    withPageFastPath(app, {
      staticDir: dir,
      analytics: {},
      securityHeaders: securityHeaderValues({ production: false }),
    }),
  );
  ({ plain, fast } = servers);
});
afterAll(async () => {
  await servers.close();
  await t.dispose();
  rmSync(dir, { recursive: true, force: true });
});

describe('the page fast path', () => {
  const pages: [string, Record<string, string>][] = [
    ['/', {}],
    ['/services/auto', { 'Accept-Encoding': 'br, gzip' }],
    ['/services/auto', { 'Accept-Encoding': 'gzip' }],
    ['/services/auto', {}],
    ['/services/auto/', { 'Accept-Encoding': 'br' }],
    ['/services/auto?from=search', { 'Accept-Encoding': 'br' }],
    ['/quote?line=auto', {}],
    ['/quote?line=auto&service=personal-auto', {}],
    ['/quote?line=boats', {}],
  ];

  it.each(pages)('answers %s (%o) itself, exactly as the app would', async (url, headers) => {
    const before = servers.appCalls();
    const [expected, actual] = [await get(plain, url, headers), await get(fast, url, headers)];
    expect(servers.appCalls(), 'the app was not asked').toBe(before);
    expect(actual.status).toBe(200);
    expect(actual.status).toBe(expected.status);
    expect(comparable(actual)).toEqual(comparable(expected));
    expect(actual.body.equals(expected.body)).toBe(true);
    expect(actual.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(actual.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('answers a page prerendered for its query with that file: the line form, not the picker', async () => {
    const line = await get(fast, '/quote?line=auto');
    expect(line.body.toString()).toContain('<title>Get a quote for Auto Insurance</title>');
    const picker = await get(fast, '/quote?line=boats');
    expect(picker.body.toString()).toContain('<title>Get a Quote</title>');
  });

  it('answers a matching If-None-Match with the same 304 as the app', async () => {
    const first = await get(fast, '/services/auto', { 'Accept-Encoding': 'br' });
    const headers = { 'Accept-Encoding': 'br', 'If-None-Match': String(first.headers.etag) };
    const [expected, actual] = [
      await get(plain, '/services/auto', headers),
      await get(fast, '/services/auto', headers),
    ];
    expect(actual.status).toBe(304);
    expect(comparable(actual)).toEqual(comparable(expected));
    expect(actual.body.length).toBe(0);
  });

  it.each([
    '/Services/Auto',
    '/healthcare',
    '/no-such-page',
    '/api/health',
    '/assets/app-abc.js',
    '/services//auto',
    '/dashboard/question/1',
  ])('hands %s to the app, which answers as before', async (url) => {
    const before = servers.appCalls();
    const [expected, actual] = [await get(plain, url), await get(fast, url)];
    expect(servers.appCalls()).toBe(before + 1);
    expect(actual.status).toBe(expected.status);
    expect(comparable(actual)).toEqual(comparable(expected));
  });

  it.each(['/login', '/password-reset'])(
    'hands %s, a page kept out of the sitemap, to the app, which marks it noindex',
    async (url) => {
      const before = servers.appCalls();
      const actual = await get(fast, url);
      expect(servers.appCalls()).toBe(before + 1);
      expect(actual.status).toBe(200);
      expect(actual.headers['x-robots-tag']).toBe('noindex');
      expect(comparable(actual)).toEqual(comparable(await get(plain, url)));
    },
  );

  it('hands HEAD and POST requests to the app', async () => {
    const before = servers.appCalls();
    for (const method of ['HEAD', 'POST']) await send(fast, { path: '/services/auto', method });
    expect(servers.appCalls()).toBe(before + 2);
  });
});
