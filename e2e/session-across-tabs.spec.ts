import { expect, test, type Page } from '@playwright/test';
import { logInViaApi, registerViaApi } from './question-support';
import { deviceKeys, logIn, waitForHydration } from './support';

// A login or logout reaches every open tab at once, and a session ended from another device is
// noticed by the tab that still shows it.

const memberKeys = (page: Page) =>
  page.evaluate(deviceKeys).then((keys) => keys.filter((key) => key.startsWith('member:')));

const QUESTION = 'What does Medicare Part B cover?';
/** Sooner than any polling could: the other tab is told, it does not find out later. */
const AT_ONCE = { timeout: 3_000 };

test('a logout in one tab empties the other at once, chat and typing included, and a login reaches it too', async ({
  context,
  baseURL,
}) => {
  const first = await context.newPage();
  const member = await registerViaApi(first.request, baseURL!);
  await first.goto('/dashboard');
  await waitForHydration(first);

  const second = await context.newPage();
  await second.goto('/dashboard/chat');
  await waitForHydration(second);
  await second.getByLabel('Your message').fill(QUESTION);
  await second.getByRole('button', { name: 'Send', exact: true }).click();
  const thread = second.getByRole('region', { name: QUESTION });
  await expect(thread.locator('.chat-message--assistant .chat-sources a').first()).toBeVisible({
    timeout: 20_000,
  });
  await second.getByLabel('Your message').fill('And Part D, half typed');
  await expect.poll(() => memberKeys(second)).toContain('member:chat-draft');

  await first.getByRole('button', { name: 'Log out' }).click();
  await expect(first).toHaveURL(/\/$/);

  // The other tab: the login page, no member in the header, no conversation, nothing of them stored.
  await expect(second).toHaveURL(/\/login\?redirect=%2Fdashboard%2Fchat$/, AT_ONCE);
  await expect(second.getByRole('button', { name: 'Log out' })).toHaveCount(0);
  await expect(thread).toHaveCount(0);
  await expect(second.getByText(QUESTION)).toHaveCount(0);
  await expect.poll(() => memberKeys(second)).toEqual([]);

  // Logging in again in the first tab: the second follows without a reload.
  await first.goto('/login');
  await logIn(first, member.username, member.password);
  await expect(first).toHaveURL(/\/dashboard$/);
  await expect(second).toHaveURL(/\/dashboard$/, AT_ONCE);
  await expect(second.getByRole('link', { name: `${member.firstName}’s dashboard` })).toBeVisible();
});

test('a session ended from another device is noticed when the app is looked at again', async ({
  browser,
  page,
  baseURL,
}) => {
  const member = await registerViaApi(page.request, baseURL!);
  await page.goto('/dashboard/chat');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Chat Assistant' })).toBeVisible();

  const phone = await browser.newContext({ baseURL });
  await logInViaApi(phone.request, baseURL!, member.username, member.password);
  const ended = await phone.request.post('/api/account/sessions/end-others', {
    data: {},
    headers: { Origin: baseURL! },
  });
  expect(ended.status()).toBe(200);
  await phone.close();

  // The member comes back to the tablet's tab.
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard%2Fchat$/);
  await expect(page.getByRole('alert')).toHaveText(
    'You were signed out on this device because your session ended: it was ended from another device, or it expired. Please log in again.',
  );
  await expect(page.getByRole('button', { name: 'Log out' })).toHaveCount(0);
  await expect.poll(() => memberKeys(page)).toEqual([]);

  // Logging in again leads back to the page, and the sentence is gone.
  await logIn(page, member.username, member.password);
  await expect(page).toHaveURL(/\/dashboard\/chat$/);
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('a 401 from a members request ends the session here, with the reason on the login page', async ({
  browser,
  page,
  baseURL,
}) => {
  const member = await registerViaApi(page.request, baseURL!);
  await page.goto('/dashboard');
  await waitForHydration(page);
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();

  const phone = await browser.newContext({ baseURL });
  await logInViaApi(phone.request, baseURL!, member.username, member.password);
  expect(
    (
      await phone.request.post('/api/account/sessions/end-others', {
        data: {},
        headers: { Origin: baseURL! },
      })
    ).status(),
  ).toBe(200);
  await phone.close();

  // Inside the app, the account page asks the server for the member's details: 401.
  await page.getByRole('link', { name: 'Your account: details, password, devices and data' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard%2Faccount$/);
  await expect(page.getByRole('alert')).toContainText('You were signed out on this device');
  await expect(page.getByRole('button', { name: 'Log out' })).toHaveCount(0);
});
