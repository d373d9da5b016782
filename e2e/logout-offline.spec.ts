// Logging out needs the server: offline, the button says so and the page stays logged in,
// because the session cookie still works; once the device is online the logout happens first, and
// the session is over on the server too. On a shared tablet nobody is left in a half-ended account.
import { expect, test } from './fixtures';
import { waitForHydration, waitForWorker } from './support';

test('a logout asked for offline waits for the network, says so, then ends the session on the server', async ({
  page,
  context,
  member,
}) => {
  await page.goto('/dashboard');
  await waitForWorker(page);
  await waitForHydration(page);
  await expect(page.getByRole('link', { name: `${member.firstName}’s dashboard` })).toBeVisible();

  await context.setOffline(true);
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Logging out needs a connection' })).toBeVisible();
  // Still logged in here, as on the server: nothing pretends otherwise.
  await expect(page.getByRole('link', { name: `${member.firstName}’s dashboard` })).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByRole('link', { name: 'Log in' }).first()).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL(/\/$/);
  // The cookie this browser holds no longer opens anything.
  expect((await page.request.get('/api/questions')).status()).toBe(401);
});
