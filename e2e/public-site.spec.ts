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

test.describe('the Medicare page at a glance', () => {
  for (const width of [390, 1366]) {
    test(`its dates and costs read as rows of a name and its figure at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/services/health/medicare');
      const glance = page.getByRole('region', { name: 'At a glance' });
      const partB = glance.getByRole('term').filter({ hasText: /^Part B$/ });
      await expect(partB).toBeVisible();
      const figure = glance.getByRole('definition').filter({ hasText: /^\$202\.90 a month/ });
      await expect(figure).toBeVisible();
      // Beside its name: a table's row where there is room, one run of text on a phone.
      const name = (await partB.boundingBox())!;
      const said = (await figure.boundingBox())!;
      expect(Math.abs(said.y - name.y)).toBeLessThan(4);
      // A line that is a sentence, not a name and its figure, stays a list item.
      await expect(
        glance.getByRole('listitem').filter({ hasText: /^Turning 65 in the next three months\?/ }),
      ).toBeVisible();
    });
  }
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the home page: its reviews are one row to swipe, and it is at most eight screens long', async ({
    page,
  }) => {
    await page.goto('/');
    const reviews = page.getByRole('list', { name: 'Customer reviews' });
    await reviews.scrollIntoViewIfNeeded();
    // One row, wider than the screen, that scrolls on its own; the keyboard reaches it too.
    const row = await reviews.evaluate((list) => ({
      scrolls: list.scrollWidth > list.clientWidth,
      tops: new Set([...list.children].map((item) => Math.round(item.getBoundingClientRect().top))).size,
    }));
    expect(row).toEqual({ scrolls: true, tops: 1 });
    await expect(reviews).toHaveAttribute('tabindex', '0');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // Six lines of cover, six reviews and the rest: it had been about ten screens.
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(8 * 844);
  });

  test('/contact: the message form starts on the first screen, after the phone and email', async ({
    page,
  }) => {
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Send us a message' });
    // It started two screens down (1,690 px), under the office hours.
    expect((await form.boundingBox())!.y).toBeLessThan(1.6 * 844);
    const phone = page.getByRole('main').getByRole('link', { name: '(207) 555-0148' }).first();
    expect((await phone.boundingBox())!.y).toBeLessThan((await form.boundingBox())!.y);
  });
});
