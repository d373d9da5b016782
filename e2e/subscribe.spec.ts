import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';

interface DevEmail {
  subject: string;
  textBody: string;
}

/** The newest email to an address, read from the development outbox page (loopback only). */
async function latestEmailTo(request: APIRequestContext, to: string): Promise<DevEmail> {
  let found: DevEmail | undefined;
  await expect
    .poll(async () => {
      const res = await request.get(`/api/dev/emails?to=${encodeURIComponent(to)}`);
      found = ((await res.json()) as { emails: DevEmail[] }).emails[0];
      return found?.subject ?? '';
    })
    .not.toBe('');
  return found as DevEmail;
}

const linkIn = (email: DevEmail, path: string) => {
  const match = new RegExp(`https?://[^\\s]+${path.replace('/', '\\/')}\\?token=[^\\s)"<>]+`).exec(
    email.textBody,
  );
  if (!match) throw new Error(`no ${path} link in: ${email.textBody}`);
  return new URL(match[0]).pathname + new URL(match[0]).search;
};

// Registering lands on /subscribe (auth.spec.ts goes that way through the form); here the new member
// arrives there logged in through the API.
test('a new member is welcomed on subscribe and confirms their own address by the emailed link', async ({
  page,
  request,
  member: user,
}) => {
  await page.goto('/subscribe');
  await expect(
    page.getByRole('heading', { name: `Welcome, ${user.firstName}. Your account is ready.` }),
  ).toBeVisible();
  await expect(page.getByLabel('Email address')).toHaveValue(user.email);
  await page.getByLabel('Medicare').check();
  await page.getByLabel('Retirement').check();
  await page.getByLabel('Once a quarter').check();
  await page.getByRole('button', { name: 'Sign up for email updates' }).click();
  // The account's address was never proved: it gets the emailed link like any other.
  await expect(page).toHaveURL(/\/subscribe\/success\?/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Check Your Email');
  const confirmation = await latestEmailTo(request, user.email);
  await page.goto(linkIn(confirmation, '/subscribe/success'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Subscription Confirmed');
  await expect(page.getByText('Medicare, Retirement')).toBeVisible();
  await expect(page.getByText('Once a quarter')).toBeVisible();

  // The dashboard shows it and can stop it.
  await page.goto('/dashboard');
  await expect(page.getByText(`Email updates go to ${user.email}.`)).toBeVisible();
  await page.getByRole('button', { name: 'Stop all email updates' }).click();
  await expect(page.getByText('You get no email updates from us.')).toBeVisible();
});

test('a visitor subscribes, confirms by the emailed link and unsubscribes by the link, logged out', async ({
  page,
  request,
}) => {
  const email = `visitor.${Date.now().toString(36)}@example.com`;
  await page.goto('/subscribe');
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Sign up for email updates' }).click();
  await expect(page.getByText('Choose at least one topic.').first()).toBeVisible();
  await page.getByLabel('Home and auto').check();
  await page.getByRole('button', { name: 'Sign up for email updates' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Check Your Email');

  const confirmation = await latestEmailTo(request, email);
  await page.goto(linkIn(confirmation, '/subscribe/success'));
  await expect(page.getByText('Your subscription is confirmed.')).toBeVisible();
  await expect(page.getByText('Home and auto')).toBeVisible();

  await page.goto(linkIn(confirmation, '/subscribe/unsubscribe'));
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByText('You are unsubscribed.')).toBeVisible();
  await page.reload();
  await expect(page.getByText('You are unsubscribed.')).toBeVisible();
});
