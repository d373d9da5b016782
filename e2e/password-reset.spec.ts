// "Forgot your password?" end to end: the link is asked for on the site, the email
// worker delivers it over real SMTP to the loopback server, the page opened from it sets a new
// password, and the member logs in with it. A used link and a tampered one get the clear page.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { agency } from '../src/shared/agency';
import { axeViolations } from './axe';
import { deliveredTo, type DeliveredEmail } from './mail';
import { registerViaApi } from './question-support';
import { logIn, waitForHydration } from './support';

const RESET_SUBJECT = 'Set a new password for Harbor Point';
const NEW_PASSWORD = 'saltwater orchard lantern evening';

/** The path and query of the reset link in an email. */
function resetLink(email: DeliveredEmail): string {
  const match = /https?:\/\/\S+\/password-reset\/new\?token=[A-Za-z0-9_%-]+/.exec(email.text);
  if (!match) throw new Error(`no reset link in: ${email.text}`);
  const url = new URL(match[0]);
  return url.pathname + url.search;
}

async function askForLink(request: APIRequestContext, baseURL: string, email: string) {
  const res = await request.post('/api/auth/password-reset/request', {
    data: { email },
    headers: { Origin: baseURL },
  });
  expect(res.status()).toBe(202);
  return resetLink(await deliveredTo(email, RESET_SUBJECT));
}

test('a member resets a forgotten password from the emailed link and logs in with it', async ({
  page,
  request,
  baseURL,
}) => {
  // Registered elsewhere: `request` keeps that session, which the reset must end.
  const user = await registerViaApi(request, baseURL!);

  await page.goto('/login');
  await waitForHydration(page);
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Forgot Your Password?');
  expect(await axeViolations(page)).toEqual([]);
  await page.getByLabel('Email address').fill(user.email);
  await page.getByRole('button', { name: 'Email me a link' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Check Your Email');
  await expect(page.getByRole('status').filter({ hasText: '30 minutes' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  const link = resetLink(await deliveredTo(user.email, RESET_SUBJECT));
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose a New Password');
  expect(await axeViolations(page)).toEqual([]);
  // A weak password is refused at its field, and what the link allows stays open.
  await page.getByLabel('New password').fill('password123');
  await page.getByRole('button', { name: 'Save my new password' }).click();
  await expect(page.getByText('That password is too easy to guess.').first()).toBeVisible();
  await page.getByLabel('New password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Save my new password' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your Password Is Changed');

  // Every session of the account ended, and the notice arrived with the number to call.
  expect((await request.get('/api/auth/getByAuthToken')).status()).toBe(401);
  const notice = await deliveredTo(user.email, 'Your Harbor Point password was changed');
  expect(notice.text).toContain('Not you? Call us');
  expect(notice.text).toContain(agency.phone);

  await page.locator('#main').getByRole('link', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Log In');
  await waitForHydration(page);
  await logIn(page, user.email, NEW_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a used link and a tampered link get the clear page offering a new one', async ({
  page,
  request,
  baseURL,
}) => {
  // Kept from search engines, as the login page is.
  for (const path of ['/password-reset', '/password-reset/new']) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(200);
    expect(res.headers()['x-robots-tag'], path).toBe('noindex');
  }
  const user = await registerViaApi(request, baseURL!);
  const link = await askForLink(request, baseURL!, user.email);
  const token = new URL(link, baseURL).searchParams.get('token') ?? '';
  const used = await request.post('/api/auth/password-reset', {
    data: { token, newPassword: NEW_PASSWORD },
    headers: { Origin: baseURL! },
  });
  expect(used.status()).toBe(200);

  const tampered = `/password-reset/new?token=${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
  for (const path of [link, tampered]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }), path).toHaveText('This Link No Longer Works');
    await expect(page.getByRole('alert')).toContainText('This link no longer works');
    await expect(page.getByText('Your password has not been changed.')).toBeVisible();
    await expect(page.getByLabel('New password')).toHaveCount(0);
    expect(await axeViolations(page), path).toEqual([]);
  }
  await page.getByRole('link', { name: 'Send me a new link' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Forgot Your Password?');
});
