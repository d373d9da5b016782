import { expect, test } from '@playwright/test';
import { routeTable, staticPaths } from '../src/shared/route-table';
import { waitForHydration, watchConsole } from './support';

test('an unknown path answers 404 with the Page Not Found page', async ({ page }) => {
  const response = await page.goto('/no-such-page/here');
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle(/^Page Not Found/);
  await expect(page.getByText('Page not found: /no-such-page/here')).toBeVisible();
  await expect(page.getByRole('link', { name: /home/i }).first()).toBeVisible();
});

test('a malformed question id gives the same 404', async ({ page }) => {
  const response = await page.goto('/dashboard/question/not-a-number');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('Page not found: /dashboard/question/not-a-number')).toBeVisible();
});

test('a client-side navigation to an unknown path shows the 404 page', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  await page.evaluate(() => {
    history.pushState(null, '', '/nowhere-at-all');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByText('Page not found: /nowhere-at-all')).toBeVisible();
});

test('the colour mode chosen in the header survives a reload', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-color-mode', 'light');
  await page.getByLabel('Colours').selectOption('dark');
  await expect(page.locator('html')).toHaveAttribute('data-color-mode', 'dark');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-color-mode', 'dark');
});

test('every static route of the table answers: a page with its title and heading, or a 301 to its new home', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const problems = watchConsole(page);
  // The sitemap's pages are each visited by the public-site sweep; the rest are visited here.
  const sitemap = await (await page.request.get('/sitemap.xml')).text();
  const listed = new Set([...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname));
  for (const path of staticPaths().filter((p) => !listed.has(p))) {
    const route = routeTable.find((r) => r.pattern === path)!;
    if (route.page === 'legacy') {
      const response = await page.request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(301);
      expect(response.headers()['location'], path).toBe(route.data!.target);
      continue;
    }
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
    await expect(page, path).toHaveTitle(/\|/);
  }
  expect(problems).toEqual([]);
});

test('the prerendered home page hydrates without warnings and navigates client-side', async ({ page }) => {
  const problems = watchConsole(page);
  page.on('console', (message) => {
    if (/hydrat/i.test(message.text())) problems.push(message.text());
  });
  await page.goto('/');
  await expect(page.locator('#__nuxt')).toBeVisible();
  // A click before the app is live is a plain page load (the link works without script): not what
  // this journey is about.
  await waitForHydration(page);
  let documentRequests = 0;
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documentRequests += 1;
  });
  await page.getByRole('link', { name: 'About Us' }).first().click();
  await expect(page).toHaveURL(/\/about-us$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  expect(documentRequests).toBe(0);
  expect(problems).toEqual([]);
});

for (const size of [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
]) {
  test(`at ${size.width}x${size.height} the home's first screen says what the agency does and offers the paths people come for`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    await page.goto('/');
    const endsInFirstScreen = async (link: import('@playwright/test').Locator, name: string) => {
      const box = await link.boundingBox();
      expect(box, name).not.toBeNull();
      expect(box!.y + box!.height, `${name} ends within the first screen`).toBeLessThanOrEqual(size.height);
    };
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Insurance and Financial Planning');
    const main = page.getByRole('main');
    await endsInFirstScreen(
      main.getByRole('link', { name: 'Get a free quote' }).first(),
      'the primary action',
    );
    const paths = main
      .getByRole('navigation', { name: 'Or start with what brings you here' })
      .getByRole('link');
    await expect(paths).toHaveText([/^Medicare/, /^Life insurance/, /^Retirement/, /^Home and auto/]);
    // On a phone the first two are in the first screen; on a desktop all four.
    for (let index = 0; index < (size.width < 600 ? 2 : 4); index += 1) {
      await endsInFirstScreen(paths.nth(index), `path ${index + 1}`);
    }
  });
}
