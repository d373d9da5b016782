// Pages do not push what is below them as they load: the layout shift a phone visitor
// sees while a page loads, hydrates and fetches stays under Lighthouse's "good" 0.1. Forms that
// arrive with the page, and the members' screens, which a session fills after the first paint.
import { memberIntros } from '../src/shared/member-intros';
import { AGENT, DEMO_MEMBER, expect, test } from './fixtures';
import { layoutShift, watchLayoutShift } from './layout-shift';
import { holdPageScripts, newUser, waitForAppToOwnPage, waitForHydration } from './support';

test.use({ viewport: { width: 412, height: 823 }, serviceWorkers: 'block' });

for (const path of [
  '/login',
  '/login?redirect=%2Fdashboard%2Fask',
  '/register',
  '/password-reset',
  '/subscribe',
  '/contact',
  '/quote?line=auto',
  '/quote?line=health&service=medicare',
]) {
  test(`${path} does not jump as it loads`, async ({ page }) => {
    await watchLayoutShift(page);
    await page.goto(path);
    await waitForHydration(page);
    // Lazy parts (the form kit) land after hydration: give them the time a slow phone would.
    await page.waitForLoadState('networkidle');
    expect(await layoutShift(page), path).toBeLessThan(0.1);
  });
}

// Their own shells (decision 195): the first paint is the screen's heading, intro and placeholders
// of the right size, so the screen that replaces them and the data that fills it move nothing.
const screens: { path: string; heading: string; as: 'member' | 'agent' }[] = [
  { path: '/dashboard', heading: 'Dashboard', as: 'member' },
  { path: '/dashboard/ask', heading: 'Ask a Question', as: 'member' },
  { path: '/dashboard/search', heading: 'Search Questions', as: 'member' },
  { path: '/dashboard/search?q=medicare', heading: 'Search Questions', as: 'member' },
  { path: '/dashboard/WebsiteBuild', heading: 'Get Started with Your Website', as: 'member' },
  { path: '/dashboard/chat', heading: 'Chat Assistant', as: 'member' },
  { path: '/dashboard/account', heading: 'Your Account', as: 'member' },
  { path: '/dashboard/agent', heading: 'Agent console', as: 'agent' },
  { path: '/dashboard/agent/leads', heading: 'Agent console', as: 'agent' },
  { path: '/dashboard/agent/website-builds', heading: 'Agent console', as: 'agent' },
];

for (const viewport of [
  { width: 412, height: 823 },
  { width: 1366, height: 900 },
]) {
  test.describe(`the members' screens with a real session, ${viewport.width} px wide`, () => {
    for (const screen of screens) {
      test(`${screen.path} moves less than 0.05 as it loads`, async ({ contextAs }) => {
        const context = await contextAs(screen.as === 'agent' ? AGENT : DEMO_MEMBER);
        const page = await context.newPage();
        await page.setViewportSize(viewport);
        await watchLayoutShift(page);
        await page.goto(screen.path);
        await waitForHydration(page);
        await page.waitForLoadState('networkidle');
        await page.waitForTimeout(500);
        await expect(page.getByRole('heading', { level: 1, name: screen.heading })).toBeVisible();
        expect(await layoutShift(page), screen.path).toBeLessThan(0.05);
      });
    }
  });
}

test('a long first name keeps the app bar (chat, console) on one line: nothing moves when it arrives', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, viewport: { width: 412, height: 823 } });
  const member = { ...newUser(), firstName: 'Maximiliana-Josephine' };
  const res = await context.request.post('/api/auth/register', {
    data: { ...member, website: '' },
    headers: { Origin: baseURL! },
  });
  expect(res.status()).toBe(201);
  const page = await context.newPage();
  await watchLayoutShift(page);
  await page.goto('/dashboard/chat');
  await waitForHydration(page);
  const link = page.getByRole('link', { name: 'Maximiliana-Josephine’s dashboard' });
  await expect(link).toBeVisible();
  await page.waitForLoadState('networkidle');
  // Cut short with an ellipsis, on the bar's one line.
  expect(await link.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
  expect((await page.locator('.app-bar').boundingBox())?.height).toBeLessThan(70);
  expect(await layoutShift(page)).toBeLessThan(0.05);
  await context.close();
});

test("an agent's open question is drawn once, with its asker: nothing below it moves", async ({
  contextAs,
}) => {
  const context = await contextAs(AGENT);
  const queue = (await (await context.request.get('/api/agent/questions')).json()) as {
    items: { id: string }[];
  };
  const page = await context.newPage();
  await page.setViewportSize({ width: 412, height: 823 });
  await watchLayoutShift(page);
  // The queue (which names the asker) answers after the question, as it does on a slow line.
  await page.route(/\/api\/agent\/questions(\?|$)/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.continue();
  });
  await page.goto(`/dashboard/agent/questions/${queue.items[0]!.id}`);
  await waitForHydration(page);
  await expect(page.getByText('Asked by')).toBeVisible();
  await page.waitForLoadState('networkidle');
  // Lighthouse's bar for every page: the asker's row must not arrive after the question.
  expect(await layoutShift(page)).toBeLessThan(0.01);
});

test("a member's screen paints its heading and intro before any script runs", async ({ contextAs }) => {
  const context = await contextAs(DEMO_MEMBER);
  const page = await context.newPage();
  const release = await holdPageScripts(page);
  await page.goto('/dashboard/ask', { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('heading', { level: 1, name: 'Ask a Question' })).toBeVisible();
  await expect(page.getByText(memberIntros.dashboardAsk)).toBeVisible();
  release();
  await waitForHydration(page);
  // The screen itself replaces the shell: its form, and no placeholder left.
  await expect(page.getByLabel('Your question in one line')).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('.skeleton')).toHaveCount(0);
});

test("an agent's console paints the queue and the open question before any script runs, inert until the app owns them", async ({
  contextAs,
}) => {
  const context = await contextAs(AGENT);
  const queue = (await (await context.request.get('/api/agent/questions')).json()) as {
    items: { id: string; title: string }[];
  };
  const [first] = queue.items;
  const page = await context.newPage();
  await page.setViewportSize({ width: 1366, height: 900 });
  await watchLayoutShift(page);
  const release = await holdPageScripts(page);
  await page.goto(`/dashboard/agent/questions/${first!.id}`, { waitUntil: 'domcontentloaded' });
  // The server drew the section with its data (decision 244): the row and the question are painted...
  const row = page.locator('.console__rows').getByText(first!.title);
  await expect(row).toBeVisible();
  await expect(page.locator('#question-title')).toHaveText(first!.title);
  // ...and nothing in them can be clicked or typed into while they are not yet the app's.
  const focusable = await row.evaluate((element) => {
    const link = element.closest('a')!;
    link.focus();
    return document.activeElement === link;
  });
  expect(focusable).toBe(false);
  // The bar does not offer a signed-in agent "Log in" while the session is not yet known.
  await expect(page.locator('.account-menu')).toBeHidden();
  release();
  await waitForAppToOwnPage(page);
  await expect(page.locator('.app-bar').getByRole('button', { name: 'Log out' })).toBeVisible();
  await expect(page.getByRole('link', { name: first!.title })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await layoutShift(page)).toBeLessThan(0.01);
});

test('a guest opening a screen gets the plain shell, and the dashboard explains membership', async ({
  page,
}) => {
  const html = await (await page.request.get('/dashboard/ask')).text();
  expect(html).not.toContain('data-screen-shell');
  await page.goto('/dashboard');
  await waitForHydration(page);
  await expect(page.getByText(/Log in, or create an account/)).toBeVisible();
});

test('a page opened from an emailed link paints its layout before any script runs, and keeps it', async ({
  page,
}) => {
  await watchLayoutShift(page);
  const release = await holdPageScripts(page);
  await page.goto('/account/email?token=0123456789abcdef', { waitUntil: 'domcontentloaded' });
  const heading = page.getByRole('heading', { level: 1, name: 'Confirm Your New Email Address' });
  await expect(heading).toBeVisible();
  await expect(page).toHaveTitle(/^Confirm Your New Email Address \| /);
  // The shell's button does nothing until the page runs: it says so by being disabled.
  const confirm = page.getByRole('button', { name: 'Confirm my new address' });
  await expect(confirm).toBeDisabled();
  release();
  await waitForHydration(page);
  await expect(confirm).toBeEnabled();
  await expect(heading).toBeVisible();
  expect(await layoutShift(page)).toBeLessThan(0.01);

  // The new-password page shows its heading, lead and the form's room while the link is checked.
  const html = await (await page.request.get('/password-reset/new?token=0123456789abcdef')).text();
  expect(html).toContain('data-screen-shell');
  expect(html).toContain('Choose a New Password');
});
