import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
let dir: string;
let outside: string;

function write(relative: string, content: string) {
  const file = path.join(dir, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'static-test-'));
  write('index.html', '<html>home</html>');
  write('about-us/index.html', '<html>about</html>');
  write('_shell.html', '<html><div id="__nuxt" data-shell></div></html>');
  write('404.html', '<html><h1>Page Not Found: __NOT_FOUND_PATH__</h1></html>');
  write('assets/app-abc123.js', 'console.log(1)');
  write('sw.js', 'self.x=1');
  write('manifest.webmanifest', '{"name":"x"}');
  write('builds/latest.json', '{"id":"b1"}');
  write('robots.txt', 'User-agent: *');
  write('quote/index.html', '<html>the line picker</html>');
  write('login/index.html', '<html>the login form</html>');
  write('quote/line-auto.html', '<html>the auto form</html>');
  write('_shells/dashboard-ask.html', '<html><div id="__nuxt" data-shell>the ask shell</div></html>');
  write(
    '_shells/password-reset-new.html',
    '<html><div id="__nuxt" data-shell>the new password shell</div></html>',
  );
  outside = path.join(path.dirname(dir), 'secret-outside.txt');
  writeFileSync(outside, 'secret');
  t = await openTestApp({ env: { STATIC_DIR: dir } });
});
afterAll(async () => {
  await t.dispose();
  rmSync(dir, { recursive: true, force: true });
  rmSync(outside, { force: true });
});

describe('static site serving', () => {
  it('serves hashed assets for a year, immutable', async () => {
    const res = await t.get('/assets/app-abc123.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-type')).toMatch(/javascript/);
  });

  it('answers a path through a file, or a name too long to open, with a 404 and not an error', async () => {
    const paths = [
      '/robots.txt/x',
      '/sw.js/foo',
      '/index.html/x',
      '/assets/app-abc123.js/y',
      `/${'a'.repeat(300)}`,
    ];
    for (const url of paths) {
      const res = await t.get(url);
      expect(res.status, url.slice(0, 40)).toBe(404);
    }
  });

  it('sends a page prerendered for its query to that query, and the page itself to any other', async () => {
    expect(await (await t.get('/quote?line=auto')).text()).toBe('<html>the auto form</html>');
    expect(await (await t.get('/quote?line=auto&service=personal-auto')).text()).toBe(
      '<html>the auto form</html>',
    );
    expect(await (await t.get('/quote?line=boats')).text()).toBe('<html>the line picker</html>');
    expect(await (await t.get('/quote')).text()).toBe('<html>the line picker</html>');
    // Prerendered for auto, but not yet built for life: the page itself.
    expect(await (await t.get('/quote?line=life')).text()).toBe('<html>the line picker</html>');
  });

  it('answers a missing asset with a plain 404, never HTML', async () => {
    const res = await t.get('/assets/missing-zzz.js');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).not.toMatch(/html/);
    expect(await res.text()).not.toMatch(/<html/);
  });

  it('marks html, sw.js, builds/latest.json and the manifest no-cache, the manifest with its own type', async () => {
    for (const url of ['/', '/about-us', '/sw.js', '/builds/latest.json', '/manifest.webmanifest']) {
      const res = await t.get(url);
      expect(res.status, url).toBe(200);
      expect(res.headers.get('cache-control'), url).toBe('no-cache');
    }
    expect((await t.get('/manifest.webmanifest')).headers.get('content-type')).toBe(
      'application/manifest+json',
    );
  });

  it('redirects a legacy path with 301 to its target', async () => {
    const res = await t.get('/medicare-advantage');
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/resources/medicare-guide');
    expect((await t.get('/ns1.agency-dns.net')).status).toBe(301);
    // The articles folder itself: people trim an article's URL to it.
    for (const url of ['/articles', '/articles/']) {
      const articles = await t.get(url);
      expect(articles.status, url).toBe(301);
      expect(articles.headers.get('location')).toBe('/articles/overview');
    }
  });

  it('keeps the query string of a legacy path in its redirect', async () => {
    const res = await t.get('/medicare-advantage?utm_source=mailer&q=part%20d');
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/resources/medicare-guide?utm_source=mailer&q=part%20d');
    expect((await t.get('/medicare-advantage?')).headers.get('location')).toBe('/resources/medicare-guide');
  });

  it('serves the prerendered page with 200, also for a path in another case', async () => {
    expect(await (await t.get('/')).text()).toContain('home');
    const res = await t.get('/About-Us');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('about');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
  });

  it('gives member routes the app shell with 200, marked noindex', async () => {
    for (const url of ['/dashboard', '/dashboard/ask', '/dashboard/account']) {
      const res = await t.get(url);
      expect(res.status, url).toBe(200);
      expect(res.headers.get('x-robots-tag'), url).toBe('noindex');
      expect(await res.text()).toContain('data-shell');
    }
    // The login form is prerendered, and kept from search engines all the same.
    const login = await t.get('/login');
    expect(await login.text()).toBe('<html>the login form</html>');
    expect(login.headers.get('x-robots-tag')).toBe('noindex');
    expect((await t.get('/about-us')).headers.get('x-robots-tag')).toBeNull();
  });

  it("sends a signed-in request for a screen that has one the screen's own shell, and a guest the plain one", async () => {
    const signedIn = await t.get('/dashboard/ask', { Cookie: 'auth_token=x; auth_hint=1' });
    expect(await signedIn.text()).toContain('the ask shell');
    expect(signedIn.headers.get('vary')).toMatch(/cookie/i);
    expect(signedIn.headers.get('x-robots-tag')).toBe('noindex');
    const guest = await t.get('/dashboard/ask');
    expect(await guest.text()).not.toContain('the ask shell');
    expect(guest.headers.get('vary')).toMatch(/cookie/i);
    // A screen the build made no shell for: the plain one, signed in or not.
    const account = await t.get('/dashboard/account', { Cookie: 'auth_hint=1' });
    expect(await account.text()).toBe('<html><div id="__nuxt" data-shell></div></html>');
  });

  it('sends a page opened from an emailed link its own shell when the address has the token, signed in or not', async () => {
    const guest = await t.get('/password-reset/new?token=abc');
    expect(await guest.text()).toContain('the new password shell');
    expect(guest.headers.get('x-robots-tag')).toBe('noindex');
    const signedIn = await t.get('/password-reset/new?token=abc', { Cookie: 'auth_hint=1' });
    expect(await signedIn.text()).toContain('the new password shell');
    // Without the link's token the page says the link is incomplete: the plain shell.
    expect(await (await t.get('/password-reset/new')).text()).not.toContain('the new password shell');
  });

  it('answers anything else with the 404 page, the path HTML-escaped', async () => {
    const res = await t.get('/no-such-page/%3Cscript%3Ealert(1)%3C%2Fscript%3E');
    expect(res.status).toBe(404);
    const text = await res.text();
    expect(text).toContain('Page Not Found: /no-such-page/&#60;script&#62;alert(1)&#60;/script&#62;');
    expect(text).not.toContain('<script>');
    expect((await t.get('/dashboard/question/abc')).status).toBe(404);
    expect((await t.get('/dashboard/question/12')).status).toBe(404);
    expect((await t.get('/categories/Not_A_Slug')).status).toBe(404);
  });

  it('answers HEAD like GET without a body', async () => {
    const res = await t.app.request('/about-us', { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('');
    expect((await t.app.request('/assets/nope.js', { method: 'HEAD' })).status).toBe(404);
  });

  it('never serves a file outside the static folder', async () => {
    for (const url of [
      '/..%2fsecret-outside.txt',
      '/%2e%2e/secret-outside.txt',
      '/assets/..%2f..%2fsecret-outside.txt',
    ]) {
      const res = await t.get(url);
      expect(res.status, url).toBe(404);
      expect(await res.text()).not.toContain('secret');
    }
  });
});
