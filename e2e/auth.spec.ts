// The journeys about the account forms themselves: the one that registers through the page, the
// one that logs in through it, and the forms' redirects and errors. Other journeys get their
// session through the API (fixtures.ts).
import { expect, test } from './fixtures';
import { registerViaApi } from './question-support';
import { fillRegistration, logIn, newUser, register } from './support';

test('a new visitor registers and lands on the subscribe page, logged in', async ({ page }) => {
  const user = newUser();
  await register(page, user);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(
    page.getByRole('heading', { name: `Welcome, ${user.firstName}. Your account is ready.` }),
  ).toBeVisible();
  const session = await page.request.get('/api/auth/getByAuthToken');
  expect(session.status()).toBe(200);
  expect((await session.json()).username).toBe(user.username);
});

test('a member logs out and lands on the home page as a visitor', async ({ page, member: _member }) => {
  await page.goto('/dashboard');
  await page.getByRole('button', { name: /log out/i }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Log in' }).first()).toBeVisible();
  expect((await page.request.get('/api/auth/getByAuthToken')).status()).toBe(401);
});

test('a member logs in with their email and lands on the dashboard', async ({ page, request, baseURL }) => {
  // The account is made in a request context of its own: the page stays a visitor's.
  const user = await registerViaApi(request, baseURL!);
  await page.goto('/login');
  await logIn(page, user.email.toUpperCase(), user.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(user.firstName).first()).toBeVisible();
});

test('a guarded page sends a visitor to log in, and back to it afterwards', async ({
  page,
  request,
  baseURL,
}) => {
  const user = await registerViaApi(request, baseURL!);
  await page.goto('/dashboard/ask');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard%2Fask$/);
  await logIn(page, user.username, user.password);
  await expect(page).toHaveURL(/\/dashboard\/ask$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Ask a Question' })).toBeVisible();
});

test('the login page sends a logged-in member to the dashboard', async ({ page, member: _member }) => {
  await page.goto('/login');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a reload keeps the session', async ({ page, member: user }) => {
  await page.goto('/dashboard');
  await page.reload();
  await expect(page.getByText(user.firstName).first()).toBeVisible();
  await page.goto('/dashboard/search');
  await expect(page).toHaveURL(/\/dashboard\/search$/);
});

test('a wrong password shows a message at the field and keeps what was typed', async ({
  page,
  request,
  baseURL,
}) => {
  const user = await registerViaApi(request, baseURL!);
  await page.goto('/login');
  await logIn(page, user.username, 'not the right password');
  const password = page.getByLabel('Password', { exact: true });
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Username or email')).toHaveValue(user.username);
  await expect(page).toHaveURL(/\/login$/);
});

test('server field errors appear at their fields, with focus on the first', async ({
  page,
  request,
  baseURL,
}) => {
  const first = await registerViaApi(request, baseURL!);
  const second = { ...newUser(), username: first.username.toUpperCase() };
  await page.goto('/register');
  await fillRegistration(page, second);
  await page.getByRole('button', { name: 'Create account' }).click();
  const username = page.getByLabel('Username', { exact: true });
  await expect(username).toHaveAttribute('aria-invalid', 'true');
  await expect(username).toBeFocused();
  await expect(page.getByText(/taken|already/i).first()).toBeVisible();
  await expect(page.getByLabel('First name')).toHaveValue(second.firstName);
  await expect(page).toHaveURL(/\/register$/);
});

test('client-side checks name each bad field before anything is sent', async ({ page }) => {
  let posted = false;
  page.on('request', (request) => {
    if (request.url().includes('/api/auth/register')) posted = true;
  });
  await page.goto('/register');
  await page.getByLabel('Username', { exact: true }).fill('a');
  await page.getByLabel('Email address').fill('not-an-email');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByLabel('Username', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Email address')).toHaveAttribute('aria-invalid', 'true');
  // The form's first field is the first name, left empty: focus goes there.
  await expect(page.getByLabel('First name')).toBeFocused();
  expect(posted).toBe(false);
});
