import { expect, test } from '@playwright/test';

// Every public page's checks in the browser are site-sweep.spec.ts's; here, what is not a sweep: a
// legacy address and the prerendered HTML read with JavaScript off.

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
