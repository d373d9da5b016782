// A confirmation link that does not work says so, and only so: no "Subscription Confirmed" above
// the refusal, and a way to ask for a new link that answers alike for any address.
import { expect, test } from '@playwright/test';
import { waitForHydration } from './support';

test('a bad confirmation link says it did not work and offers a new link', async ({ page }) => {
  await page.goto('/subscribe/success?token=c.bm90LWEtcmVhbC10b2tlbg.AAAAAAAAAAAAAAAAAAAAAA');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This Link Did Not Work');
  await expect(page.getByRole('alert')).toContainText('This link is not valid');
  await expect(page.getByText('Subscription Confirmed')).toHaveCount(0);
  await expect(page.getByText('Thank you for confirming your email address.')).toHaveCount(0);
  await expect(page.getByText('Your subscription is confirmed.')).toHaveCount(0);

  await waitForHydration(page);
  const email = `lost.link.${Date.now().toString(36)}@example.com`;
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Send me a new link' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `If ${email} is waiting to be confirmed, a new link` }),
  ).toBeVisible();
});

test('a bare visit to the success page confirms nothing and offers the sign-up', async ({ page }) => {
  await page.goto('/subscribe/success');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nothing to Confirm');
  await expect(page.getByText('Subscription Confirmed')).toHaveCount(0);
  await expect(page.getByText('Your email updates are set up')).toHaveCount(0);
  await expect(page.getByText(/thank you/i)).toHaveCount(0);
  await expect(page).toHaveTitle(/Nothing to Confirm/);
  await expect(page.getByRole('link', { name: 'sign up for our newsletter' })).toHaveAttribute(
    'href',
    '/subscribe',
  );
});
