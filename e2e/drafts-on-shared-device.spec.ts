import { expect, test, type Page } from '@playwright/test';
import { registerViaApi } from './question-support';
import { waitForHydration } from './support';

// A shared family tablet: what a member typed leaves with their logout, so the next
// member never finds it in their form; a visitor's answers stay, and the form says so.

/** Runs in the page: one value of the app's IndexedDB store (idb-keyval 'harbor-point' / 'kv'). */
function deviceValue(key: string): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open('harbor-point');
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const db = open.result;
      if (!db.objectStoreNames.contains('kv')) return resolve(undefined);
      const read = db.transaction('kv').objectStore('kv').get(key);
      read.onsuccess = () => resolve(read.result);
      read.onerror = () => reject(read.error);
    };
  });
}

const storedTitle = (page: Page) =>
  page
    .evaluate(deviceValue, 'draft:question')
    .then((draft) => (draft as { title?: string } | undefined)?.title);
const storedVehicles = (page: Page) =>
  page
    .evaluate(deviceValue, 'draft:quote:auto')
    .then((draft) => (draft as { values?: Record<string, unknown> } | undefined)?.values?.vehicles);

test("a member's question and quote drafts leave with their logout, unseen by the next member", async ({
  page,
  baseURL,
}) => {
  await registerViaApi(page.request, baseURL!);
  await page.goto('/dashboard/ask');
  await waitForHydration(page);
  const title = page.getByLabel('Your question in one line');
  await title.fill('Does my Medigap plan cover my hearing aids?');
  await page.getByLabel('Details').fill('I have Plan G and my audiologist says the aids are not covered.');
  await expect.poll(() => storedTitle(page)).toBe('Does my Medigap plan cover my hearing aids?');

  await page.goto('/quote?line=auto');
  await waitForHydration(page);
  await page.getByLabel('How many vehicles should we cover?').fill('3');
  await expect.poll(() => storedVehicles(page)).toBe('3');

  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => storedTitle(page)).toBeUndefined();
  await expect.poll(() => storedVehicles(page)).toBeUndefined();

  // The next member on the device.
  await registerViaApi(page.request, baseURL!);
  await page.goto('/dashboard/ask');
  await waitForHydration(page);
  await expect(page.getByRole('button', { name: 'Send question' })).toBeEnabled();
  await expect(title).toHaveValue('');
  await expect(page.getByText(/Answers you started on this device/)).toHaveCount(0);
  await page.goto('/quote?line=auto');
  await expect(page.getByLabel('How many vehicles should we cover?')).toHaveValue('');
});

test("a visitor's answers stay, the form says when they were started, and both choices work", async ({
  page,
}) => {
  await page.goto('/quote?line=auto');
  await waitForHydration(page);
  const vehicles = page.getByLabel('How many vehicles should we cover?');
  await vehicles.fill('2');
  await expect.poll(() => storedVehicles(page)).toBe('2');

  await page.reload();
  const notice = page.getByRole('group', { name: 'Answers started earlier' });
  const today = await page.evaluate(() =>
    new Date().toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' }),
  );
  await expect(notice).toContainText(
    `Answers you started on this device on ${today}: continue, or start over`,
  );
  await expect(vehicles).toHaveValue('2');
  await notice.getByRole('button', { name: 'Start over' }).click();
  await expect(notice).toHaveCount(0);
  await expect(vehicles).toHaveValue('');
  await expect.poll(() => storedVehicles(page)).toBeUndefined();

  await vehicles.fill('1');
  await expect.poll(() => storedVehicles(page)).toBe('1');
  await page.reload();
  await notice.getByRole('button', { name: 'Continue' }).click();
  await expect(notice).toHaveCount(0);
  await expect(vehicles).toHaveValue('1');
});
