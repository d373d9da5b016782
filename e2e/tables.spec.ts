// Tables on phones (issue 24): on every kind of public page and the calculator, at 320 and 390 px,
// each table either fits or scrolls inside a focusable region with a name, its first column
// staying in view; scrolled to its end, its last column is whole inside the region.
import { expect, test, type Page } from '@playwright/test';
import { publicPageKinds } from './page-kinds';
import { fillCalculatorSample, resizeWindow, waitForHydration } from './support';

test.use({ serviceWorkers: 'block' });

/** What is wrong with the page's tables at this width, if anything. */
function tableProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const problems: string[] = [];
    document.querySelectorAll('main table').forEach((table, index) => {
      const name = `table ${index + 1}`;
      const rect = table.getBoundingClientRect();
      if (rect.width === 0) return;
      const region = table.closest<HTMLElement>('[role="region"]');
      if (!region) {
        if (rect.right > width + 1 || rect.left < -1) problems.push(`${name} is cut at the window's edge`);
        const box = table.parentElement!;
        if (table.scrollWidth > box.clientWidth + 1) problems.push(`${name} is wider than its box`);
        return;
      }
      const named = region.getAttribute('aria-label') || region.getAttribute('aria-labelledby');
      if (!named) problems.push(`${name}'s region has no name`);
      if (region.tabIndex !== 0) problems.push(`${name}'s region cannot take focus`);
      if (!/auto|scroll/.test(getComputedStyle(region).overflowX))
        problems.push(`${name}'s region does not scroll`);
      const edge = region.getBoundingClientRect();
      if (edge.right > width + 1 || edge.left < -1)
        problems.push(`${name}'s region is cut at the window's edge`);
      // Scrolled to its end: the last column is whole inside the region, the first still in view.
      region.scrollLeft = region.scrollWidth;
      const row = table.querySelector('tbody tr') ?? table.querySelector('tr')!;
      const last = row.lastElementChild!.getBoundingClientRect();
      const first = row.firstElementChild!.getBoundingClientRect();
      if (last.right > edge.right + 1) problems.push(`${name}'s last column is clipped`);
      if (region.scrollWidth > region.clientWidth + 1 && first.left < edge.left - 1) {
        problems.push(`${name}'s first column scrolls out of view`);
      }
      region.scrollLeft = 0;
    });
    return problems;
  });
}

test('no content table is clipped at 320 or 390 px', async ({ page }) => {
  test.setTimeout(300_000);
  const paths = await publicPageKinds(page.request);
  const failures: string[] = [];
  let tables = 0;
  // Opened once at 390 px, then narrowed to 320 px, as reflow.spec.ts does.
  for (const path of paths) {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(path);
    await waitForHydration(page);
    tables += await page.locator('main table').count();
    for (const width of [390, 320]) {
      await resizeWindow(page, width, 844);
      for (const problem of await tableProblems(page)) failures.push(`${path} at ${width}px: ${problem}`);
    }
  }
  expect(failures).toEqual([]);
  // The sweep met the guides' tables (Medicare, life insurance), so it checked something.
  expect(tables).toBeGreaterThan(2);
});

test("the calculator's year-by-year table scrolls in its own region with the age in view", async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 844 });
  await page.goto('/resources/retirement-calculator');
  await fillCalculatorSample(page);
  const table = page.getByRole('region', { name: /year by year/ });
  await expect(table).toBeAttached();
  await expect(table.locator('table')).toBeAttached();
  expect(await tableProblems(page)).toEqual([]);
});
