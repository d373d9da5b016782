// A logout ends on the home page, as the specification says ("Logout clears the stored user and
// moves to /"), whatever was typed and whatever else the page asks the server meanwhile. The race:
// once the server has ended the session, any members' request answered 401 before the logout's
// answer arrives (here the session check a tab makes when it comes back into view) was taken for
// a session ended elsewhere, and that path ended on /login?redirect=... after the move home.
import { expect, test } from '@playwright/test';
import { registerViaApi } from './question-support';
import { waitForHydration } from './support';

test('logging out from the ask page with a typed draft ends on the home page', async ({ page, baseURL }) => {
  await registerViaApi(page.request, baseURL!);
  await page.goto('/dashboard/ask');
  await waitForHydration(page);
  await page.getByLabel('Your question in one line').fill('Is my boat covered at the marina?');
  await page.getByLabel('Details').fill('It is a 16-foot aluminium boat kept at the town marina.');

  // The server ends the session at once; its answer reaches the page a moment later (a slow network).
  let ended!: () => void;
  const sessionEnded = new Promise<void>((resolve) => (ended = resolve));
  await page.route('**/api/auth/logout', async (route) => {
    const response = await route.fetch();
    ended();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.fulfill({ response });
  });
  await page.getByRole('button', { name: 'Log out' }).click();
  await sessionEnded;
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));

  await expect(page).toHaveURL(/\/$/);
  // Still there once every redirect that could race the logout has had its chance.
  await page.waitForTimeout(2000);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Log in' }).first()).toBeVisible();
});
