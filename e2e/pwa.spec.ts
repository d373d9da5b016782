import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer, type ServerProcess } from '../src/server/test/server-process';
import { fillCalculatorSample, postAgain, readOutbox, waitForHydration, waitForWorker } from './support';
import { expect, test, type Browser, type Page } from '@playwright/test';

// The installed-app journeys (docs/decisions/050 to 052) on the production build with its real service worker.
// The update journeys run their own server over a COPY of dist/client, so a "newer build" can be
// published without touching the shared dist/.

const REFERENCE = /^HP-[2-9A-HJKMNP-Z]{6}$/;

test('the manifest has what installing needs, its icons load and the worker controls the page', async ({
  page,
  request,
}) => {
  const response = await request.get('/manifest.webmanifest');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/manifest+json');
  const manifest = await response.json();
  expect(manifest).toMatchObject({ id: '/', scope: '/', display: 'standalone', short_name: 'Harbor Point' });
  expect(manifest.name && manifest.description && manifest.start_url && manifest.theme_color).toBeTruthy();
  expect(manifest.launch_handler).toEqual({ client_mode: 'navigate-existing' });
  expect(manifest.shortcuts.map((s: { url: string }) => s.url)).toEqual([
    '/dashboard/chat?resume=last',
    '/quote',
    '/resources',
    '/resources/retirement-calculator',
  ]);
  const sizes = manifest.icons.map(
    (icon: { sizes: string; purpose: string }) => `${icon.sizes} ${icon.purpose}`,
  );
  expect(sizes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
  expect(manifest.screenshots.map((s: { form_factor: string }) => s.form_factor).sort()).toEqual([
    'narrow',
    'wide',
  ]);
  for (const image of [...manifest.icons, ...manifest.screenshots]) {
    const file = await request.get(image.src);
    expect(file.status(), image.src).toBe(200);
    expect(file.headers()['content-type']).toBe('image/png');
  }

  await page.goto('/');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  await waitForWorker(page);
  await page.reload();
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js$/);
});

test('offline after one visit: unopened guide and article, search, calculator, a quote form, and the offline page', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await waitForWorker(page);
  await context.setOffline(true);

  await page.goto('/resources/medicare-guide');
  await expect(page.getByRole('heading', { level: 1, name: 'Medicare Guide' })).toBeVisible();
  await expect(page.getByText('You are offline.')).toBeVisible();

  await page.goto('/articles/medicare/part-d-explained');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Part D');

  await page.goto('/content');
  await page.getByLabel('Search words').fill('medicar');
  await page.getByRole('main').getByRole('button', { name: 'Search' }).click();
  await expect(page.locator('.site-search__results')).toContainText('Medicare');

  await page.goto('/resources/retirement-calculator');
  await fillCalculatorSample(page);
  await expect(page.getByRole('region', { name: 'Your results' })).toContainText('when you retire at 66');

  // A line's quote form (prerendered for its query, not precached) opens from the quote page.
  await page.goto('/quote?line=life');
  await expect(page.getByRole('heading', { level: 1, name: 'Get a quote for Life Insurance' })).toBeVisible();

  // A member page is not prerendered: offline it opens from the members' shell in the precache
  // (decision 115), never the offline page; with nobody logged in it renders its logged-out state.
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toHaveCount(0);

  await context.setOffline(false);
  await page.goto('/resources/medicare-guide');
  await expect(page.getByText('You are offline.')).toBeHidden();
});

test('a quote sent offline is queued, then sent once when the connection returns', async ({
  page,
  context,
}) => {
  await page.goto('/quote?line=auto');
  await waitForWorker(page);
  await page.getByLabel('How many vehicles should we cover?').fill('1');
  await page.getByLabel('How many drivers?').fill('1');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Yes, I have auto insurance now').check();
  await page.getByLabel('ZIP code').fill('04101');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('First name').fill('Eleanor');
  await page.getByLabel('Last name').fill('Whitcomb');
  await page.getByLabel('Email address').fill('eleanor.offline@example.com');
  await page.getByLabel('Phone number').fill('(207) 555-0199');
  await page.getByLabel('Afternoon (noon to 5:30 pm)').check();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('checkbox', { name: /may contact me by phone or email about this quote/ }).check();

  await context.setOffline(true);
  await page.getByRole('button', { name: 'Send my quote request' }).click();
  await expect(
    page.getByText('Queued — it will be sent when you are online.', { exact: true }),
  ).toBeVisible();
  const queued = await page.evaluate(readOutbox);
  expect(queued).toHaveLength(1);
  const { key, body } = queued[0]!;

  await context.setOffline(false);
  const reference = page.getByTestId('quote-reference');
  await expect(reference).toHaveText(REFERENCE, { timeout: 20_000 });
  const shown = await reference.textContent();

  // Sending the same submission again (as a second replay would) is answered, not stored again.
  const replay = await postAgain(page, '/api/quotes', key, body);
  expect(replay.replayed).toBe('true');
  expect(replay.data.reference).toBe(shown);
  expect(await page.evaluate(readOutbox)).toHaveLength(0);
});

test.describe.serial('updates', () => {
  let server: ServerProcess | undefined;
  let dir = '';
  let base = '';

  test.beforeAll(async () => {
    // Starting a server gets what playwright.config.ts gives the main one (webServer.timeout).
    test.setTimeout(120_000);
    dir = await mkdtemp(join(tmpdir(), 'harbor-pwa-'));
    await cp('dist/client', join(dir, 'client'), { recursive: true });
    // A free port, and ready only once this process says it listens: a fixed port next to the run's
    // own could be taken by another run on the machine, whose server would answer the health check.
    server = await startServer({
      dataDir: join(dir, 'data'),
      env: { STATIC_DIR: join(dir, 'client') },
      from: 'build',
      readyTimeoutMs: 110_000,
    });
    base = server.url;
  });

  test.afterAll(async () => {
    await server?.stop('SIGTERM');
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  /** What a deploy does: a new build id, a changed home page, and a worker whose precache names it. */
  async function publishNewerBuild(id: string): Promise<void> {
    const client = join(dir, 'client');
    const home = await readFile(join(client, 'index.html'), 'utf8');
    await writeFile(
      join(client, 'index.html'),
      home.replace('</body>', `<p hidden data-build="${id}">${id}</p></body>`),
    );
    const sw = await readFile(join(client, 'sw.js'), 'utf8');
    const next = sw.replace(
      /\{"revision":"[^"]*","url":"index.html"\}/,
      `{"revision":"${id}","url":"index.html"}`,
    );
    expect(next).not.toBe(sw);
    await writeFile(join(client, 'sw.js'), `${next}\n// build ${id}\n`);
    await writeFile(
      join(client, 'builds/latest.json'),
      JSON.stringify({ id, builtAt: new Date().toISOString() }),
    );
  }

  async function openControlled(browser: Browser, path: string): Promise<Page> {
    const page = await (await browser.newContext()).newPage();
    await page.goto(`${base}${path}`);
    await waitForWorker(page);
    return page;
  }

  /** The app checks again when it becomes visible; this stands in for switching back to the tab. */
  const checkNow = (page: Page) => page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));

  test('a newer build shows the prompt, and accepting reloads onto it', async ({ browser }) => {
    const page = await openControlled(browser, '/');
    await publishNewerBuild('newer-build-1');
    await checkNow(page);
    const prompt = page.getByRole('region', { name: 'A new version of this site is ready' });
    await expect(prompt).toBeVisible({ timeout: 20_000 });
    // On a phone it covers at most a tenth of the screen, and still says nothing is lost.
    await page.setViewportSize({ width: 390, height: 844 });
    expect((await prompt.boundingBox())!.height).toBeLessThanOrEqual(84.4);
    await expect(prompt.getByRole('status')).toHaveText('Reload to get it. Nothing you have typed is lost.');
    await Promise.all([
      page.waitForEvent('load'),
      prompt.getByRole('button', { name: 'Reload to update' }).click(),
    ]);
    await expect(page.locator('[data-build="newer-build-1"]')).toBeAttached();
    await expect(prompt).toBeHidden();
    await page.context().close();
  });

  test('with a half-filled form the page waits instead of reloading', async ({ browser }) => {
    const page = await openControlled(browser, '/quote?line=auto');
    const vehicles = page.getByLabel('How many vehicles should we cover?');
    await vehicles.fill('2');
    await page.evaluate(() => Object.assign(window, { __stillHere: true }));
    await publishNewerBuild('newer-build-2');
    await checkNow(page);
    const prompt = page.getByRole('region', { name: 'A new version of this site is ready' });
    await expect(prompt).toContainText('You are filling in a form', { timeout: 20_000 });
    await expect(prompt.getByRole('button', { name: 'Reload to update' })).toHaveCount(0);
    await page.waitForTimeout(3000);
    expect(await page.evaluate(() => (window as { __stillHere?: boolean }).__stillHere)).toBe(true);
    await expect(vehicles).toHaveValue('2');
    await page.context().close();
  });

  test('"Later" holds for that build, across a reload, and a newer build asks again', async ({ browser }) => {
    const page = await openControlled(browser, '/');
    const prompt = page.getByRole('region', { name: 'A new version of this site is ready' });
    await publishNewerBuild('newer-build-3');
    await checkNow(page);
    await expect(prompt).toBeVisible({ timeout: 20_000 });
    await prompt.getByRole('button', { name: 'Later' }).click();
    await expect(prompt).toBeHidden();

    await publishNewerBuild('newer-build-4');
    await checkNow(page);
    await expect(prompt).toBeVisible({ timeout: 20_000 });
    await prompt.getByRole('button', { name: 'Later' }).click();
    await expect(prompt).toBeHidden();

    await page.reload();
    await waitForHydration(page);
    // The page knows the waiting build and that it was put off: no prompt for it.
    await expect(page.locator('[data-update-later="newer-build-4"]')).toBeAttached({ timeout: 20_000 });
    await expect(prompt).toHaveCount(0);
    await page.context().close();
  });

  test('when one tab accepts, the other tabs follow: at once, or after the form that holds typed text', async ({
    browser,
  }) => {
    const first = await openControlled(browser, '/');
    const second = await first.context().newPage();
    await second.goto(`${base}/`);
    await waitForHydration(second);
    const third = await first.context().newPage();
    await third.goto(`${base}/quote?line=auto`);
    await waitForHydration(third);
    const vehicles = third.getByLabel('How many vehicles should we cover?');
    await vehicles.fill('2');
    await third.evaluate(() => Object.assign(window, { __stillHere: true }));

    await publishNewerBuild('newer-build-5');
    for (const page of [first, second, third]) await checkNow(page);
    const promptOf = (page: Page) =>
      page.getByRole('region', { name: 'A new version of this site is ready' });
    await expect(promptOf(first)).toBeVisible({ timeout: 20_000 });
    await expect(promptOf(second)).toBeVisible({ timeout: 20_000 });
    await Promise.all([
      first.waitForEvent('load'),
      promptOf(first).getByRole('button', { name: 'Reload to update' }).click(),
    ]);
    await expect(first.locator('[data-build="newer-build-5"]')).toBeAttached();
    // The other tab reloads onto the new build by itself ...
    await expect(second.locator('[data-build="newer-build-5"]')).toBeAttached({ timeout: 20_000 });
    // ... and the one with typed text waits, then its button works.
    await expect(promptOf(third)).toContainText('You are filling in a form');
    expect(await third.evaluate(() => (window as { __stillHere?: boolean }).__stillHere)).toBe(true);
    await expect(vehicles).toHaveValue('2');
    await vehicles.fill('');
    await Promise.all([
      third.waitForEvent('load'),
      promptOf(third).getByRole('button', { name: 'Reload to update' }).click(),
    ]);
    expect(await third.evaluate(() => (window as { __stillHere?: boolean }).__stillHere)).toBeUndefined();
    await first.context().close();
  });

  test('on the calculator the prompt offers the update: only unsent typed text holds it back', async ({
    browser,
  }) => {
    const page = await openControlled(browser, '/resources/retirement-calculator');
    await fillCalculatorSample(page);
    await publishNewerBuild('newer-build-6');
    await checkNow(page);
    const prompt = page.getByRole('region', { name: 'A new version of this site is ready' });
    await expect(prompt.getByRole('button', { name: 'Reload to update' })).toBeVisible({ timeout: 20_000 });
    await expect(prompt).not.toContainText('You are filling in a form');
    await page.context().close();
  });
});
