import { expect, type Page } from '@playwright/test';

export interface TestUser {
  username: string;
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  password: string;
}

let counter = 0;

/** A new, valid account each call; names are unique per run so tests never collide. */
export function newUser(): TestUser {
  counter += 1;
  const tag = `${Date.now().toString(36)}${process.pid.toString(36)}${counter}`;
  return {
    username: `member_${tag}`.slice(0, 30),
    firstName: 'Eleanor',
    lastName: 'Whitcomb',
    phone: '(207) 555-0199',
    email: `eleanor.${tag}@example.com`,
    password: 'quiet lighthouse morning',
  };
}

export async function fillRegistration(page: Page, user: TestUser): Promise<void> {
  await page.getByLabel('Username', { exact: true }).fill(user.username);
  await page.getByLabel('First name').fill(user.firstName);
  await page.getByLabel('Last name').fill(user.lastName);
  await page.getByLabel('Phone number').fill(user.phone);
  await page.getByLabel('Email address').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
}

export async function register(page: Page, user: TestUser): Promise<void> {
  await page.goto('/register');
  await fillRegistration(page, user);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/subscribe$/);
}

export async function logIn(page: Page, usernameOrEmail: string, password: string): Promise<void> {
  await page.getByLabel('Username or email').fill(usernameOrEmail);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** Collects console errors and page errors so a journey can assert it ran clean. */
export function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  return problems;
}

/** Waits until React has hydrated the page: before that, a click reaches the HTML and not the app. */
export async function waitForHydration(page: Page): Promise<void> {
  // A page to read starts the app when the visitor reaches for it (decision 261): a key pressed does
  // (again after a while, in case the page's script was not listening yet).
  for (
    let tries = 0;
    tries < 10 && (await page.locator('html:not([data-hydrated]) [data-hydrate="on-demand"]').count());
    tries += 1
  ) {
    await page.keyboard.press('Shift');
    await page
      .locator('html[data-hydrated]')
      .waitFor({ state: 'attached', timeout: 2_000 })
      .catch(() => undefined);
  }
  try {
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 30_000 });
  } catch (error) {
    // Say what the person would see instead: the address and the screen's first words.
    const seen = await page
      .evaluate(() => `${location.href}: ${document.body?.innerText.replace(/\s+/g, ' ').slice(0, 300)}`)
      .catch(() => page.url());
    throw new Error(`The page did not hydrate within 30 s. On screen: ${seen}`, { cause: error });
  }
}

/**
 * Resizes the window and waits two frames, so media-query listeners and resize observers have run
 * before the layout is measured.
 */
export async function resizeWindow(page: Page, width: number, height: number): Promise<void> {
  await page.setViewportSize({ width, height });
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

/**
 * Waits until the app owns a screen the server painted inert (decision 244): hydrated, and nothing
 * left inert, so keys and clicks reach the app.
 */
export async function waitForAppToOwnPage(page: Page): Promise<void> {
  await waitForHydration(page);
  await expect(page.locator('[inert]')).toHaveCount(0);
}

/** Waits until the service worker controls the page: it activates only once the whole precache is stored. */
export async function waitForWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, null, { timeout: 30_000 });
}

export interface StoredOutboxEntry {
  key: string;
  kind: string;
  body: unknown;
  status: string;
}

/** Runs in the page: the outbox's entries, read straight from IndexedDB (what the app stored). */
export function readOutbox(): Promise<StoredOutboxEntry[]> {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open('harbor-point-outbox');
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const all = open.result.transaction('entries').objectStore('entries').getAll();
      all.onsuccess = () => resolve(all.result);
      all.onerror = () => reject(all.error);
    };
  });
}

export interface ReplayAnswer {
  replayed: string | null;
  data: Record<string, unknown>;
}

/** Sends one write again from the page with the same Idempotency-Key (as a second replay would). */
export function postAgain(page: Page, path: string, key: string, body: unknown): Promise<ReplayAnswer> {
  return page.evaluate(
    async ({ path, key, body }) => {
      const response = await fetch(path, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key },
        body: JSON.stringify(body),
      });
      return { replayed: response.headers.get('Idempotent-Replayed'), data: await response.json() };
    },
    { path, key, body },
  );
}

/** The calculator's sample saver: 55, retiring at 66, $240,000 saved, $900 a month, $2,400 Social Security. */
export async function fillCalculatorSample(page: Page): Promise<void> {
  // The inputs are the calculator's state: typed before hydration, React would put its own back.
  await waitForHydration(page);
  await page.getByLabel('Your age today').fill('55');
  await page.getByLabel('Age you plan to retire').fill('66');
  await page.getByLabel('Retirement savings today (dollars)').fill('$240,000');
  // The other answers wait under "Refine": a first result comes from the essentials.
  const refine = page.locator('details.calculator__refine');
  if ((await refine.getAttribute('open')) === null) await refine.locator('summary').click();
  await page.getByLabel('As a dollar amount each month', { exact: true }).check();
  await page.getByLabel('What you save each month').fill('900');
  await page.getByLabel("Social Security estimate (dollars a month, today's dollars)").fill('2400');
}

/**
 * Holds the page's scripts back, as a slow phone network would, until the returned function is
 * called: what a person does before then reaches the prerendered HTML, not the app.
 */
export async function holdPageScripts(page: Page): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Runs in the page: the keys of the app's IndexedDB store (idb-keyval 'harbor-point' / 'kv'). */
export function deviceKeys(): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open('harbor-point');
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const db = open.result;
      if (!db.objectStoreNames.contains('kv')) return resolve([]);
      const all = db.transaction('kv').objectStore('kv').getAllKeys();
      all.onsuccess = () => resolve(all.result.map(String));
      all.onerror = () => reject(all.error);
    };
  });
}
