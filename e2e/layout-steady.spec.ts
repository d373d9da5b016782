// Forms that arrive with the page do not push what is below them (issue 19): the layout shift a
// phone visitor sees while the page loads and hydrates stays under Lighthouse's "good" 0.1.
import { expect, test } from '@playwright/test';
import { waitForHydration } from './support';

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
    await page.addInitScript(() => {
      const w = window as unknown as { __shift: number };
      w.__shift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
        })[]) {
          if (!entry.hadRecentInput) w.__shift += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(path);
    await waitForHydration(page);
    // Lazy parts (the form kit) land after hydration: give them the time a slow phone would.
    await page.waitForLoadState('networkidle');
    const shift = await page.evaluate(() => (window as unknown as { __shift: number }).__shift);
    expect(shift, path).toBeLessThan(0.1);
  });
}
