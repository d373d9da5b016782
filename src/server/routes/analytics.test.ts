import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsTag, injectBeforeHeadEnd } from '../services/static-files';
import { openTestApp, type TestApp } from '../test/test-app';

let dir: string;
const page = '<!doctype html><html><head><title>x</title></head><body>home</body></html>';

function write(relative: string, content: string) {
  const file = path.join(dir, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
}

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'analytics-test-'));
  write('index.html', page);
  write('contact/index.html', page.replace('home', 'contact'));
  write('_shell.html', page.replace('home', 'shell'));
  write('404.html', page.replace('home', 'Not found: __NOT_FOUND_PATH__'));
  write('app.css', 'head { }');
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('analytics script tag', () => {
  let plain: TestApp;
  let tracked: TestApp;
  beforeAll(async () => {
    plain = await openTestApp({ env: { STATIC_DIR: dir } });
    tracked = await openTestApp({
      env: {
        STATIC_DIR: dir,
        ANALYTICS_SCRIPT_URL: 'https://stats.example.com/script.js?v=1&x=2',
        ANALYTICS_SITE_ID: 'site-"42"',
      },
    });
  });
  afterAll(async () => {
    await plain.dispose();
    await tracked.dispose();
  });

  it('adds nothing to pages when no analytics script is configured', async () => {
    for (const url of ['/', '/contact', '/dashboard', '/no-such-page']) {
      const res = await plain.get(url);
      expect(await res.text(), url).not.toContain('analytics.js');
      expect(res.headers.get('content-security-policy')).not.toContain('stats.example.com');
    }
  });

  it('puts the escaped tag before </head> in every HTML answer, and allows the host in the CSP', async () => {
    for (const url of ['/', '/contact', '/dashboard', '/no-such-page', '/index.html']) {
      const res = await tracked.get(url);
      const text = await res.text();
      expect(text, url).toContain(
        '<script src="/analytics.js" data-src="https://stats.example.com/script.js?v=1&#38;x=2" data-site-id="site-&#34;42&#34;" defer></script></head>',
      );
      expect(text.match(/analytics\.js/g), url).toHaveLength(1);
      expect(res.headers.get('content-security-policy')).toContain(
        "script-src 'self' https://stats.example.com",
      );
    }
  });

  it('leaves files that are not HTML alone', async () => {
    expect(await (await tracked.get('/app.css')).text()).toBe('head { }');
  });
});

describe('analyticsTag and injectBeforeHeadEnd', () => {
  it('gives no tag without a script URL and leaves the page unchanged', () => {
    expect(analyticsTag({ siteId: 'x' })).toBe('');
    expect(injectBeforeHeadEnd(page, '')).toBe(page);
  });

  it('leaves out the site id attribute when none is set', () => {
    expect(analyticsTag({ scriptUrl: 'https://a.example/s.js' })).toBe(
      '<script src="/analytics.js" data-src="https://a.example/s.js" defer></script>',
    );
  });

  it('leaves a document without a head as it is', () => {
    expect(injectBeforeHeadEnd('<p>hi</p>', '<script></script>')).toBe('<p>hi</p>');
  });
});
