// Decision 261: a page to read starts the app only when the visitor needs it.
import { expect, test, type Page } from '@playwright/test';
import { newUser, register, watchConsole } from './support';

const ARTICLE = '/articles/medicare/part-d-explained';

/** Whether React owns the mount element (hydrateRoot marks it). */
const reactOwnsPage = (page: Page) =>
  page.evaluate(() =>
    Object.keys(document.getElementById('__nuxt') ?? {}).some((key) => key.startsWith('__react')),
  );

test('an article loads and stays HTML until a key is pressed, which starts the app', async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto(ARTICLE);
  await expect(page.locator('#__nuxt')).toHaveAttribute('data-hydrate', 'on-demand');
  // Long enough for the scripts after the first paint and the worker's start on idle.
  await page.waitForTimeout(2500);
  expect(await reactOwnsPage(page)).toBe(false);
  await expect(page.locator('html[data-hydrated]')).toHaveCount(0);

  await page.keyboard.press('Shift');
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  expect(await reactOwnsPage(page)).toBe(true);
  expect(problems).toEqual([]);
});

test('the save button pressed before the app ran saves the article once the app runs', async ({ page }) => {
  await page.goto(ARTICLE);
  await page.waitForTimeout(1000);
  expect(await reactOwnsPage(page)).toBe(false);
  await page.getByRole('button', { name: 'Save this article for offline reading' }).click();
  await expect(page.getByRole('button', { name: 'This article is saved for offline reading' })).toBeVisible();
});

test('before the app runs a link loads the next page whole; the contact form waits, and its first send works', async ({
  page,
}) => {
  await page.goto(ARTICLE);
  await page.evaluate(() => ((window as { stillHere?: boolean }).stillHere = true));
  await page.locator('main a[href="/contact"]').first().click();
  await expect(page).toHaveURL(/\/contact$/);
  expect(await page.evaluate(() => (window as { stillHere?: boolean }).stillHere ?? false)).toBe(false);
  // The contact form waits for the visitor (decision 269). Its send button works from the first
  // paint: pressed before the app runs, the send is held, sent again once it runs, and the empty
  // form then says what is missing. Nothing goes to the server as a plain HTML post.
  await expect(page.locator('#__nuxt')).toHaveAttribute('data-hydrate', 'on-demand');
  await page.waitForTimeout(1500);
  expect(await reactOwnsPage(page)).toBe(false);
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('heading', { name: 'There is a problem' })).toBeVisible();
  await expect(page).toHaveURL(/\/contact$/);
});

test('what is typed into a form before its app runs is kept and sent', async ({ page }) => {
  const user = newUser();
  await page.goto('/register');
  await expect(page.locator('#__nuxt')).toHaveAttribute('data-hydrate', 'on-demand');
  await page.waitForTimeout(1000);
  expect(await reactOwnsPage(page)).toBe(false);
  // Typed key by key from the first one on, while the app starts under it.
  await page.getByLabel('First name').pressSequentially(user.firstName);
  await page.getByLabel('Last name').pressSequentially(user.lastName);
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  await expect(page.getByLabel('First name')).toHaveValue(user.firstName);
  await expect(page.getByLabel('Last name')).toHaveValue(user.lastName);
  await page.getByLabel('Username', { exact: true }).fill(user.username);
  await page.getByLabel('Phone number').fill(user.phone);
  await page.getByLabel('Email address').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/subscribe$/);
  await page.goto('/dashboard/account');
  await expect(page.getByLabel('Last name')).toHaveValue(user.lastName);
});

test('the content hub waits for the visitor, and an address with a search starts the app with its results', async ({
  page,
}) => {
  await page.goto('/content');
  await expect(page.locator('#__nuxt')).toHaveAttribute('data-hydrate', 'on-demand');
  await page.waitForTimeout(1500);
  expect(await reactOwnsPage(page)).toBe(false);
  // Sent before the app runs, the search is a plain GET: the results' address starts the app at once.
  await page.getByLabel('Search words').fill('flood');
  await page.getByLabel('Search words').press('Enter');
  await expect(page).toHaveURL(/\/content\?q=flood$/);
  await expect(page.locator('.site-search__results li').first()).toBeVisible();
  await expect(page.locator('.site-search__results')).toContainText(/flood/i);
  await expect(page.getByLabel('Search words')).toHaveValue('flood');
  // A shared link to results shows them with no key pressed.
  await page.goto('/content?q=medigap');
  await expect(page.locator('.site-search__results')).toContainText(/medigap/i);
});

test('a signed-in member gets the app at once on a page to read, with their account in the header', async ({
  page,
}) => {
  await register(page, newUser());
  await page.goto(ARTICLE);
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1, { timeout: 15_000 });
  await expect(page.locator('.account-menu')).not.toContainText('Log in');
});
