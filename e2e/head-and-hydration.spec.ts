import { expect, test, type Page } from '@playwright/test';
import { holdPageScripts, waitForHydration } from './support';

// What the prerendered page and the hydrated app must agree on: one canonical address,
// the right one even when the address changed before hydration, and a colour choice made before.

const canonicals = (page: Page) =>
  page.evaluate(() =>
    [...document.head.querySelectorAll('link[rel="canonical"]')].map(
      (link) => new URL(link.getAttribute('href')!).pathname,
    ),
  );

test('a page opened with a trailing slash has exactly one canonical link after hydration', async ({
  page,
}) => {
  await page.goto('/about-us/');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await canonicals(page)).toEqual(['/about-us']);
  expect(await page.locator('meta[property="og:url"]').count()).toBe(1);
});

test('a navigation that starts before hydration ends with the new page and its one canonical', async ({
  page,
}) => {
  const release = await holdPageScripts(page);
  await page.goto('/about-us');
  await page.evaluate(() => history.pushState(null, '', '/contact'));
  release();
  await waitForHydration(page);
  // The page at the address, not a 404: React renders it again in the browser, as it should.
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  await expect.poll(() => canonicals(page)).toEqual(['/contact']);
  await expect(page).toHaveTitle(/^Contact Us/);
});

test('a colour mode chosen before hydration is kept', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  const release = await holdPageScripts(page);
  await page.goto('/');
  await page.getByLabel('Colours').selectOption('dark');
  await expect(page.locator('html')).toHaveAttribute('data-color-mode', 'dark');
  release();
  await waitForHydration(page);
  await expect(page.getByLabel('Colours')).toHaveValue('dark');
  await expect(page.locator('html')).toHaveAttribute('data-color-mode', 'dark');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-color-mode', 'dark');
});
