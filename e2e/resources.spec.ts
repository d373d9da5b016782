import { expect, test, type Page } from '@playwright/test';
import { holdPageScripts, waitForHydration, watchConsole } from './support';

// Resources journeys: deep links land on the right term or section, the contents list moves to
// its section, and the retirement checklist keeps its ticks on the device across a reload.

/** True when the element's top edge is inside the viewport, near its top (where a jump lands). */
async function isNearTop(page: Page, selector: string): Promise<boolean> {
  return page.evaluate((css) => {
    const box = document.querySelector(css)?.getBoundingClientRect();
    return !!box && box.top >= 0 && box.top < window.innerHeight / 3;
  }, selector);
}

/** The checklist ticks saved on the device (IndexedDB 'harbor-point', store 'kv'). */
async function storedTicks(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('harbor-point');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const request = open.result
            .transaction('kv')
            .objectStore('kv')
            .get('checklist:retirement-planning');
          request.onsuccess = () => resolve((request.result as string[] | undefined) ?? []);
          request.onerror = () => reject(request.error);
        };
      }),
  );
}

test('a glossary deep link opens at its term', async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto('/resources/health-insurance-glossary#coinsurance');
  const term = page.locator('dt#coinsurance');
  await expect(term).toHaveText('Coinsurance');
  await expect(term).toBeInViewport();
  await expect.poll(() => isNearTop(page, 'dt#coinsurance')).toBe(true);
  await expect(page.locator('#coinsurance + dd')).toContainText('percentage of the allowed amount');

  // A see-also link in the glossary jumps to the other term, even while the filter hides it.
  await page.getByLabel('Find a term').fill('coinsurance');
  await page.locator('dt#coinsurance + dd').getByRole('link', { name: 'Deductible' }).click();
  await expect(page).toHaveURL(/#deductible$/);
  await expect(page.getByLabel('Find a term')).toHaveValue('');
  await expect.poll(() => isNearTop(page, 'dt#deductible')).toBe(true);
  expect(problems).toEqual([]);
});

test('checklist ticks survive a reload', async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto('/resources/retirement-planning-checklist');
  const progress = page.locator('.checklist__progress');
  await expect(progress).toHaveText('0 of 34 done');
  await waitForHydration(page);

  await page.getByLabel('Open or add to an IRA').check();
  await page.getByLabel('Review your Social Security statement').check();
  await expect(progress).toHaveText('2 of 34 done');
  // The write is asynchronous: reload only once it has landed, or the reload could cancel it.
  await expect.poll(async () => (await storedTicks(page)).length).toBe(2);

  await page.reload();
  await expect(page.getByLabel('Open or add to an IRA')).toBeChecked();
  await expect(page.getByLabel('Review your Social Security statement')).toBeChecked();
  await expect(page.getByLabel('Keep an emergency fund')).not.toBeChecked();
  await expect(progress).toHaveText('2 of 34 done');

  await page.getByRole('button', { name: 'Clear all ticks' }).click();
  await expect(progress).toContainText('0 of 34 done');
  await expect.poll(async () => (await storedTicks(page)).length).toBe(0);
  await page.reload();
  await expect(page.getByLabel('Open or add to an IRA')).not.toBeChecked();
  expect(problems).toEqual([]);
});

test('a box ticked before the page script has run is kept once it runs', async ({ page }) => {
  const release = await holdPageScripts(page);
  await page.goto('/resources/retirement-planning-checklist', { waitUntil: 'domcontentloaded' });
  await page.getByLabel('Keep an emergency fund').check();
  release();
  await waitForHydration(page);
  await expect(page.locator('.checklist__progress')).toHaveText('1 of 34 done');
  await expect.poll(async () => storedTicks(page)).toEqual(['build-emergency-fund']);
  await page.unroute('**/assets/*.js');
});

test("a guide's contents link moves to its section", async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto('/resources/medicare-guide');
  const contents = page.getByRole('navigation', { name: 'On this page' });
  await contents.getByRole('link', { name: 'Part D', exact: true }).click();
  await expect(page).toHaveURL(/\/resources\/medicare-guide#part-d$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Part D', exact: true })).toBeInViewport();
  await expect.poll(() => isNearTop(page, 'h2#part-d')).toBe(true);
  expect(problems).toEqual([]);
});
