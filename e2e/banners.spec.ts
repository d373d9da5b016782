// The app's notes as slim bars: offline on a 390 x 844 phone the note takes at most a
// tenth of the screen, never covers a focused submit button or the open menu, and can be closed.
import { expect, test } from '@playwright/test';
import { waitForHydration, waitForWorker } from './support';

// With the service worker, as offline visitors have it: the page's later chunks come from its cache.
test.use({ viewport: { width: 390, height: 844 } });

test('offline, the note is a slim bar that covers no submit button or open menu, and closes', async ({
  page,
  context,
}) => {
  await page.goto('/contact');
  await waitForWorker(page);
  await page.reload();
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  await context.setOffline(true);
  const notices = page.locator('.pwa-notices');
  await expect(page.getByText('You are offline.')).toBeVisible();
  const bar = (await notices.boundingBox())!;
  expect(bar.height).toBeLessThanOrEqual(844 * 0.1);

  // A form's submit button, reached from the keyboard, is not under the bar.
  const submit = page.locator('main form button[type="submit"]').first();
  await submit.focus();
  const button = (await submit.boundingBox())!;
  const barNow = (await notices.boundingBox())!;
  expect(button.y + button.height).toBeLessThanOrEqual(barNow.y);

  // The open menu (Log in, Create account at its end) is never covered: the bar steps aside.
  await page.locator('summary', { hasText: 'Menu' }).click();
  await expect(notices).toBeHidden();
  await page.locator('summary', { hasText: 'Menu' }).click();
  await expect(page.getByText('You are offline.')).toBeVisible();

  // What works is one tap away; then the bar closes for this time offline.
  await page.getByText('What works').click();
  await expect(page.locator('.pwa-offline')).toContainText('Guides, articles and the calculator still work.');
  await page.getByRole('button', { name: 'Close the offline note' }).click();
  await expect(page.getByText('You are offline.')).toHaveCount(0);
  await context.setOffline(false);
});
