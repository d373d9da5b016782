import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './axe';

// Every public page is listed in the sitemap; this journey visits them all, in light and dark mode,
// checks title and heading, runs axe (WCAG 2.2 AA) and follows every internal link once.

async function sitemapPaths(page: Page): Promise<string[]> {
  const response = await page.request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  const xml = await response.text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
}

const SHARDS = 6;

for (const mode of ['light', 'dark'] as const) {
  for (let shard = 0; shard < SHARDS; shard += 1) {
    test(`public pages ${shard + 1}/${SHARDS} have a title, a heading and no axe violation in ${mode} mode`, async ({
      page,
    }) => {
      test.setTimeout(300_000);
      await page.emulateMedia({ colorScheme: mode });
      const paths = (await sitemapPaths(page)).filter((_, i) => i % SHARDS === shard);
      const links = new Set<string>();
      const failures: string[] = [];
      for (const path of paths) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(200);
        await expect(page.locator('html'), path).toHaveAttribute('data-color-mode', mode);
        await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
        await expect(page, path).toHaveTitle(/ \| /);
        for (const violation of await axeViolations(page)) failures.push(`${path}: ${violation}`);
        if (mode === 'light') {
          const hrefs = await page.$$eval('a[href^="/"]', (as) => as.map((a) => a.getAttribute('href')!));
          for (const href of hrefs) links.add(href.split('#')[0]!);
        }
      }
      expect(failures).toEqual([]);
      for (const href of links) {
        const response = await page.request.get(href);
        expect(response.status(), `link ${href}`).toBe(200);
      }
    });
  }
}

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
