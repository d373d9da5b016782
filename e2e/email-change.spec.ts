// A changed email address end to end (decision 216): the member saves a new
// address on the account page, which shows that the old one stays; the email worker delivers the
// link over real SMTP to the loopback server; the page opened from it confirms with a button; the
// old address gets the notice; the member logs in with the new address. A used link gets the clear page.
import { expect, test } from '@playwright/test';
import { agency } from '../src/shared/agency';
import { axeViolations } from './axe';
import { deliveredTo, type DeliveredEmail } from './mail';
import { registerViaApi } from './question-support';
import { logIn, waitForHydration } from './support';

const LINK_SUBJECT = 'Confirm your new email address for Harbor Point';

function confirmLink(email: DeliveredEmail): string {
  const match = /https?:\/\/\S+\/account\/email\?token=[A-Za-z0-9_%-]+/.exec(email.text);
  if (!match) throw new Error(`no confirmation link in: ${email.text}`);
  const url = new URL(match[0]);
  return url.pathname + url.search;
}

test('a member changes their email, follows the emailed link and logs in with the new address', async ({
  page,
  baseURL,
}) => {
  const user = await registerViaApi(page.request, baseURL!);
  const newEmail = `moved.${Date.now().toString(36)}@example.com`;

  await page.goto('/dashboard/account');
  await waitForHydration(page);
  await page.getByLabel('Email address').fill(newEmail);
  await page.getByRole('button', { name: 'Save my details' }).click();
  const notice = page.getByRole('status').filter({ hasText: 'We sent a link to' });
  await expect(notice).toContainText(newEmail);
  await expect(notice).toContainText(`Your address stays ${user.email.toLowerCase()} until you follow it`);
  expect(await axeViolations(page)).toEqual([]);
  // Still the old address until the link is followed, after a reload too.
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: 'We sent a link to' })).toContainText(newEmail);

  const link = confirmLink(await deliveredTo(newEmail, LINK_SUBJECT));
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confirm Your New Email Address');
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Confirm my new address' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your Email Address Is Changed');
  await expect(page.locator('#main')).toContainText(newEmail);

  const told = await deliveredTo(user.email.toLowerCase(), 'Your Harbor Point email address was changed');
  expect(told.text).toContain('Not you? Call us');
  expect(told.text).toContain(agency.phone);

  // The same link again: the clear page, not an error.
  await page.goto(link);
  await page.getByRole('button', { name: 'Confirm my new address' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This Link No Longer Works');
  await expect(page.getByRole('alert')).toContainText('no longer works');

  // Log out (this session stayed valid), then log in with the new address.
  await page.context().clearCookies();
  await page.goto('/login');
  await waitForHydration(page);
  await logIn(page, newEmail, user.password);
  await expect(page).toHaveURL(/\/dashboard$/);
});
