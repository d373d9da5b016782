// Pages do not push what is below them as they load (issue 19): the layout shift a phone visitor
// sees while a page loads, hydrates and fetches stays under Lighthouse's "good" 0.1. Forms that
// arrive with the page, and the members' screens, which a session fills after the first paint.
import { DEMO_MEMBER, expect, test } from './fixtures';
import { layoutShift, watchLayoutShift } from './layout-shift';
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
    await watchLayoutShift(page);
    await page.goto(path);
    await waitForHydration(page);
    // Lazy parts (the form kit) land after hydration: give them the time a slow phone would.
    await page.waitForLoadState('networkidle');
    expect(await layoutShift(page), path).toBeLessThan(0.1);
  });
}

test.describe("the members' screens, as the demo member (with questions and a website build)", () => {
  for (const path of [
    '/dashboard',
    '/dashboard/ask',
    '/dashboard/search?q=medicare',
    '/dashboard/WebsiteBuild',
    '/dashboard/account',
  ]) {
    test(`${path} does not jump as it loads`, async ({ contextAs }) => {
      const context = await contextAs(DEMO_MEMBER);
      const page = await context.newPage();
      await watchLayoutShift(page);
      await page.goto(path);
      await waitForHydration(page);
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(500);
      expect(await layoutShift(page), path).toBeLessThan(0.1);
    });
  }
});
