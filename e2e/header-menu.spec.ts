import { axeViolations, contrastViolations } from './axe';
import { expect, test } from './fixtures';
import { holdPageScripts, waitForHydration } from './support';

// The header on a phone: a bar under 64 px whose <details> menu works with and without script, and
// the home page passes axe at phone size in both colour schemes with the menu closed and open (at
// 1366 px: site-sweep.spec.ts); on a desktop the bar holds its parts on one line.

const phone = { width: 390, height: 844 };

test.describe('on a phone', () => {
  test.use({ viewport: phone });

  test('the header is a bar of at most 64 px with the logo, a call link and a menu button', async ({
    page,
  }) => {
    await page.goto('/resources/medicare-guide');
    const banner = page.getByRole('banner');
    expect((await banner.boundingBox())!.height).toBeLessThanOrEqual(64);
    await expect(banner.getByRole('link', { name: /Harbor Point/ })).toBeVisible();
    await expect(banner.getByRole('link', { name: /^Call/ })).toHaveAttribute('href', 'tel:+12075550148');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
  });

  test('the menu opens with focus inside, closes on Escape with focus back on its button', async ({
    page,
  }) => {
    await page.goto('/');
    // Moving focus in and closing on Escape are the script's part of the menu (use-menu-disclosure.ts).
    await waitForHydration(page);
    const toggle = page.locator('summary', { hasText: 'Menu' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Auto Insurance' })).toBeFocused();
    await expect(page.getByRole('search', { name: 'Site' })).toBeVisible();
    await expect(page.getByLabel('Colours')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(nav).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test('following a link in the menu closes it', async ({ page }) => {
    await page.goto('/');
    // The app's navigation is what closes it; before hydration the link is a plain page load.
    await waitForHydration(page);
    await page.locator('summary', { hasText: 'Menu' }).click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Resources' }).click();
    await expect(page).toHaveURL(/\/resources$/);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  });

  test('a menu opened before the page script has run stays open once it runs', async ({ page }) => {
    const release = await holdPageScripts(page);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await page.locator('summary', { hasText: 'Menu' }).click();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav).toBeVisible();
    release();
    await waitForHydration(page);
    await expect(nav).toBeVisible();
  });
});

test.describe('without JavaScript', () => {
  test.use({ viewport: phone, javaScriptEnabled: false });

  test('the menu still opens and its links work', async ({ page }) => {
    await page.goto('/');
    await page.locator('summary', { hasText: 'Menu' }).click();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav).toBeVisible();
    await nav.getByRole('link', { name: 'Contact' }).click();
    await expect(page).toHaveURL(/\/contact$/);
  });
});

// The phone's home in both schemes, menu closed and open: axe in full in light, then the device
// switched to dark with the page open and colour contrast (the rule a scheme changes) again. The
// desktop home in both schemes is in site-sweep.spec.ts; here its bar holds everything at 1366 px.
test('home has no axe violation at phone size in light or dark mode, menu closed and open', async ({
  page,
}) => {
  // Several axe passes on a shared two-core machine can outlast the default minute.
  test.setTimeout(180_000);
  await page.setViewportSize(phone);
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  // axe checks the page the script has finished with.
  await waitForHydration(page);
  const menu = page.locator('summary', { hasText: 'Menu' });
  expect(await axeViolations(page), 'light, menu closed').toEqual([]);
  await menu.click();
  expect(await axeViolations(page), 'light, menu open').toEqual([]);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveAttribute('data-color-mode', 'dark');
  // Buttons ease into their new colours: measured mid-way, a colour is neither scheme's.
  await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
  expect(await contrastViolations(page), 'dark, menu open').toEqual([]);
  await menu.click();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  expect(await contrastViolations(page), 'dark, menu closed').toEqual([]);
});

test('on a desktop the navigation, search and account sit in the bar, which does not overflow', async ({
  page,
}) => {
  const width = 1366;
  await page.setViewportSize({ width, height: 900 });
  await page.goto('/');
  // On a desktop the script keeps the menu open.
  await waitForHydration(page);
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await expect(page.locator('html')).toHaveAttribute('data-color-mode', scheme);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Log in' })).toBeInViewport();
    expect(await page.evaluate(() => document.documentElement.scrollWidth), scheme).toBeLessThanOrEqual(
      width,
    );
  }
  // The agency's main action is in the bar, on its one line, and leads to the quote form.
  const header = page.locator('header.site-header');
  expect((await header.boundingBox())!.height).toBeLessThanOrEqual(72);
  await header.getByRole('link', { name: 'Get a quote' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/quote/i);
});

test('logged in on a desktop, the bar stays one line with the call link, and the magnifier opens search', async ({
  page,
  member: _member,
}) => {
  test.setTimeout(120_000);
  for (const width of [1280, 1366, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/dashboard');
    await waitForHydration(page);
    const header = page.locator('header.site-header');
    await expect(page.getByRole('button', { name: 'Log out' })).toBeInViewport();
    await expect(header.getByRole('link', { name: /^Call/ })).toBeInViewport();
    // A visitor's "Get a quote" is not a member's: their dashboard lists their quotes.
    await expect(header.getByRole('link', { name: 'Get a quote' })).toBeHidden();
    expect((await header.boundingBox())!.height, `one line at ${width}px`).toBeLessThanOrEqual(72);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    // Targets keep their size: nothing in the bar is squeezed below 44 px.
    for (const control of await header.locator('a, button, select, input').all()) {
      if (!(await control.isVisible())) continue;
      const box = (await control.boundingBox())!;
      expect(
        Math.min(box.width, box.height),
        `${await control.evaluate((e) => e.outerHTML.slice(0, 80))}`,
      ).toBeGreaterThanOrEqual(40);
    }
  }
  // At 1280px a member's bar has the magnifier alone; it opens the search page.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('search', { name: 'Site' }).getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/content$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
