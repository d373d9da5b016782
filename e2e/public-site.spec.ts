import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './axe';
import { expectWatcherWorks, watch } from './csp-watch';
import { waitForHydration } from './support';

// Every public page is listed in the sitemap; this journey visits them all, anonymously, in the
// real browser under the real Content-Security-Policy. For each: status, title and heading; axe
// (WCAG 2.2 AA) in light mode; a reload with the device in dark mode and axe's colour-contrast rule
// again (the one rule a colour scheme changes); no CSP violation and no console error in either;
// every internal link followed once. The shards run on both workers. No service worker: precaching
// the whole site in every shard is the PWA journeys' job.

async function sitemapPaths(page: Page): Promise<string[]> {
  const response = await page.request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  const xml = await response.text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
}

const SHARDS = 8;

test.describe('public pages', () => {
  test.describe.configure({ mode: 'parallel' });
  test.use({ serviceWorkers: 'block' });

  for (let shard = 0; shard < SHARDS; shard += 1) {
    test(`${shard + 1}/${SHARDS}: title, heading, no axe violation in light or dark mode, no CSP violation or console error`, async ({
      page,
    }) => {
      test.setTimeout(240_000);
      const problemsSince = await watch(page);
      await expectWatcherWorks(page, problemsSince);
      const paths = (await sitemapPaths(page)).filter((_, i) => i % SHARDS === shard);
      const links = new Set<string>();
      const failures: string[] = [];
      for (const path of paths) {
        await page.emulateMedia({ colorScheme: 'light' });
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(200);
        await expect(page.locator('html'), path).toHaveAttribute('data-color-mode', 'light');
        await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
        await expect(page, path).toHaveTitle(/ \| /);
        await waitForHydration(page);
        for (const violation of await axeViolations(page)) failures.push(`${path} (light): ${violation}`);
        for (const problem of await problemsSince()) failures.push(`${path} (light): ${problem}`);
        const hrefs = await page.$$eval('a[href^="/"]', (as) => as.map((a) => a.getAttribute('href')!));
        for (const href of hrefs) links.add(href.split('#')[0]!);

        await page.emulateMedia({ colorScheme: 'dark' });
        await page.reload();
        await expect(page.locator('html'), path).toHaveAttribute('data-color-mode', 'dark');
        await waitForHydration(page);
        for (const violation of await axeViolations(page, { rules: ['color-contrast'] })) {
          failures.push(`${path} (dark): ${violation}`);
        }
        for (const problem of await problemsSince()) failures.push(`${path} (dark): ${problem}`);
      }
      expect(failures).toEqual([]);
      for (const href of links) {
        const response = await page.request.get(href);
        expect(response.status(), `link ${href}`).toBe(200);
      }
    });
  }
});

test('a legacy path answers 301 to the page that replaced it', async ({ request }) => {
  const response = await request.get('/category/auto-insurance', { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers()['location']).toBe('/services/auto');
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });
  const pages = [
    { path: '/', heading: /insurance/i },
    { path: '/services/health/medicare', heading: 'Medicare Plans' },
    { path: '/resources/medicare-guide', heading: 'Medicare Guide' },
    { path: '/articles/medicare/part-d-explained', heading: /Part D/ },
  ];
  for (const { path, heading } of pages) {
    test(`the prerendered HTML of ${path} carries its heading and main text`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      const words = (await page.locator('main').innerText()).split(/\s+/).length;
      expect(words).toBeGreaterThan(150);
    });
  }
});
