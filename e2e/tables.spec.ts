// Tables on phones: the calculator's year-by-year table at 320 px scrolls inside a
// focusable region with a name, its first column staying in view; scrolled to its end, its last
// column is whole inside the region. Every public page's tables: site-sweep.spec.ts.
import { expect, test } from '@playwright/test';
import { tableProblems } from './page-checks';
import { fillCalculatorSample } from './support';

test.use({ serviceWorkers: 'block' });

test("the calculator's year-by-year table scrolls in its own region with the age in view", async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 844 });
  await page.goto('/resources/retirement-calculator');
  await fillCalculatorSample(page);
  await page.getByText(/^Show the table, year by year/).click();
  const table = page.getByRole('region', { name: /year by year/ });
  await expect(table).toBeAttached();
  await expect(table.locator('table')).toBeAttached();
  expect(await tableProblems(page)).toEqual([]);
});
