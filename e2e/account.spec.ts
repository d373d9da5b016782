import { expect, test } from './fixtures';

test('a password change logs out the other device', async ({ page, member: user, contextAs }) => {
  const other = await (await contextAs(user)).newPage();
  await other.goto('/dashboard');
  await expect(other.getByText(user.firstName).first()).toBeVisible();

  await page.goto('/dashboard/account');
  await expect(page.getByRole('heading', { name: 'Where you are logged in' })).toBeVisible();
  await expect(page.getByText('(this device)')).toBeVisible();
  await expect(page.getByRole('button', { name: 'End this session' })).toHaveCount(1);

  await page.getByLabel('Current password').fill(user.password);
  await page.getByLabel('New password').fill('seven harbour gulls at noon');
  await page.getByRole('button', { name: 'Change my password' }).click();
  await expect(page.getByText('Your password is changed, and 1 other device was logged out.')).toBeVisible();
  await expect(page.getByText('No other device is logged in.')).toBeVisible();

  const res = await other.request.get('/api/account/profile');
  expect(res.status()).toBe(401);
});

test('a member edits their details and deletes the account, which removes its data and sessions', async ({
  page,
  request,
  member: user,
}) => {
  await page.goto('/dashboard/account');
  await page.getByLabel('First name').fill('Ellie');
  await page.getByLabel('Phone number').fill('nope');
  await page.getByRole('button', { name: 'Save my details' }).click();
  await expect(page.getByText('Enter a US phone number', { exact: false }).first()).toBeVisible();
  await page.getByLabel('Phone number').fill('(207) 555-0101');
  await page.getByRole('button', { name: 'Save my details' }).click();
  await expect(page.getByText('Your details are saved.')).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download my data' }).click();
  const file = await (await download).path();
  const data = JSON.parse(await (await import('node:fs/promises')).readFile(file, 'utf8')) as {
    profile: { firstName: string; phone: string };
  };
  expect(data.profile).toMatchObject({ firstName: 'Ellie', phone: '+12075550101' });

  // The passkeys section asks for the password too: this is the deletion's.
  const deletion = page.getByRole('region', { name: 'Delete your account' });
  await deletion.getByLabel('Type your username to confirm').fill('someone else');
  await deletion.getByLabel('Your password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page.getByText('Type your username exactly as it is shown.').first()).toBeVisible();
  await page.getByLabel('Type your username to confirm').fill(user.username);
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL(/\/\?account=deleted$/);

  expect((await page.request.get('/api/account/profile')).status()).toBe(401);
  const login = await request.post('/api/auth/login', {
    data: { usernameOrEmail: user.username, password: user.password },
    headers: { Origin: new URL(page.url()).origin },
  });
  expect(login.status()).toBe(401);
});

test('the account page opens with an index of its sections; a tap brings one into view below the header', async ({
  page,
  member: _member,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/dashboard/account');
  const index = page.getByRole('navigation', { name: 'On this page' });
  await expect(index.getByRole('link')).toHaveText([
    'Your details',
    'Password',
    'Passkeys',
    'Where you are logged in',
    'Download your data',
    'Delete your account',
  ]);
  await index.getByRole('link', { name: 'Download your data' }).click();
  const heading = page.getByRole('heading', { level: 2, name: 'Download your data' });
  await expect(heading).toBeInViewport();
  // Not under the sticky header.
  const header = (await page.locator('header').first().boundingBox())!;
  expect((await heading.boundingBox())!.y).toBeGreaterThanOrEqual(header.y + header.height - 1);
});
