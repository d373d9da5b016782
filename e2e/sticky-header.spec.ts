// Nothing lands under the sticky header: an anchor jump in a guide, an address with a
// #hash and a client-side visit to one leave the target's top below the header's bottom, at a
// normal text size and at 200 % text, where the header wraps to two lines.
import { expect, test, type Page } from '@playwright/test';
import { waitForHydration } from './support';

test.use({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });

async function gapBelowHeader(page: Page, id: string): Promise<number> {
  return page.evaluate((targetId) => {
    const header = document.querySelector('.site-header')!.getBoundingClientRect();
    const target = document.getElementById(targetId)!.getBoundingClientRect();
    // At 200 % text the header scrolls away (it is not sticky there): then the window's top counts.
    return target.top - Math.max(header.bottom, 0);
  }, id);
}

/** The id of a heading far enough down the guide that a jump to it scrolls the page. */
async function laterHeading(page: Page): Promise<string> {
  const ids = await page.locator('main h2[id]').evaluateAll((hs) => hs.map((h) => h.id));
  return ids[Math.min(3, ids.length - 1)]!;
}

for (const textSize of [100, 200]) {
  test(`at ${textSize} % text, a jump to a guide's heading lands below the header`, async ({ page }) => {
    if (textSize !== 100) {
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Page.setFontSizes', { fontSizes: { standard: 32, fixed: 26 } });
    }
    await page.goto('/resources/medicare-guide');
    await waitForHydration(page);
    const id = await laterHeading(page);

    // A link within the page (the contents).
    await page.evaluate((targetId) => {
      const link = document.createElement('a');
      link.href = `#${targetId}`;
      link.textContent = 'jump';
      document.querySelector('main')!.prepend(link);
      link.click();
    }, id);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    expect(await gapBelowHeader(page, id)).toBeGreaterThanOrEqual(0);

    // An address with the hash, opened afresh.
    await page.goto(`/resources/medicare-guide#${id}`);
    await waitForHydration(page);
    expect(await gapBelowHeader(page, id)).toBeGreaterThanOrEqual(0);

    // A client-side visit from another page (PageHeading scrolls the target into view).
    await page.goto('/resources');
    await waitForHydration(page);
    await page.evaluate((href) => {
      const link = document.createElement('a');
      link.href = href;
      link.textContent = 'guide';
      document.querySelector('main')!.prepend(link);
    }, `/resources/medicare-guide#${id}`);
    await page.getByRole('link', { name: 'guide', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`#${id}$`));
    await expect.poll(() => gapBelowHeader(page, id)).toBeGreaterThanOrEqual(0);
    await expect(page.locator(`#${id}`)).toBeInViewport();
  });
}

test('when the header grows (a wrapped bar, a notice in it), jumps follow its new height', async ({
  page,
}) => {
  await page.goto('/resources/medicare-guide');
  await waitForHydration(page);
  const id = await laterHeading(page);
  // An inline style attribute set from script (CSSOM), which the page's CSP allows.
  await page.evaluate(() =>
    document.querySelector<HTMLElement>('.site-header__bar')!.style.setProperty('min-height', '150px'),
  );
  await expect
    .poll(() => page.evaluate(() => document.documentElement.style.getPropertyValue('--sticky-offset')))
    .toBe('151px');
  await page.evaluate((targetId) => document.getElementById(targetId)!.scrollIntoView(), id);
  expect(await gapBelowHeader(page, id)).toBeGreaterThanOrEqual(0);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.evaluate((targetId) => (window.location.hash = targetId), id);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  expect(await gapBelowHeader(page, id)).toBeGreaterThanOrEqual(0);
});
