import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './axe';
import { holdPageScripts, waitForHydration } from './support';

// The knowledge base: articles with their series, the overview filter, a series page without the
// site header, and the episode player that reads its episode from the query string after hydration.

/** Console errors and warnings (hydration mismatches among them) collected while a test runs. */
function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

test('a nested article slug opens with its heading, details and series navigation', async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto('/articles/medicare/part-d-explained');
  await expect(page.getByRole('heading', { level: 1, name: /Medicare Part D Explained/ })).toBeVisible();
  const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(breadcrumb.getByRole('link', { name: 'Articles' })).toHaveAttribute(
    'href',
    '/articles/overview',
  );
  await expect(breadcrumb.getByRole('link', { name: 'Medicare' })).toHaveAttribute(
    'href',
    '/categories/medicare',
  );
  await expect(page.getByText('Published January 26, 2026')).toBeVisible();
  await expect(page.getByText('Part 2 of 4 in the series')).toBeVisible();
  const parts = page.getByRole('region', { name: /Part 2 of 4 in Medicare Made Simple/ });
  await expect(parts.getByRole('list').first().getByRole('listitem')).toHaveCount(4);
  await expect(parts.locator('[aria-current="page"]')).toContainText('Medicare Part D Explained');
  const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(ld.some((text) => text.includes('"@type":"Article"'))).toBe(true);

  // A click before hydration is a full page load, which (rightly) moves no focus: wait for the app.
  await waitForHydration(page);
  await page.getByRole('link', { name: /Next part/ }).click();
  await expect(page).toHaveURL(/\/articles\/medicare\/medigap-vs-medicare-advantage$/);
  await expect(
    page.getByRole('heading', { level: 1, name: /Medigap vs\. Medicare Advantage/ }),
  ).toBeFocused();
  await expect(page.getByText('Part 3 of 4 in the series')).toBeVisible();
  expect(problems).toEqual([]);
});

test("on a phone an article's own text starts on its first screen, under its byline and series", async ({
  page,
}) => {
  // The longest head an article has: two people with their credentials, dates and a series note.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/articles/retirement/required-minimum-distributions');
  await expect(page.getByText('Part 4 of 4 in the series')).toBeVisible();
  const firstParagraph = page.locator('.doc__main [data-md] > p').first();
  const box = await firstParagraph.boundingBox();
  // At least two lines of it (about 56 px at the phone's text size) above the screen's foot.
  expect(box!.y + 56).toBeLessThanOrEqual(844);
});

test('an unknown article answers 404 with the Page Not Found page', async ({ page }) => {
  const response = await page.goto('/articles/medicare/does-not-exist');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
});

test('the overview lists every article, and the category filter narrows it', async ({ page }) => {
  await page.goto('/articles/overview');
  const cards = page.getByRole('main').getByRole('heading', { level: 2 });
  const total = await cards.count();
  expect(total).toBeGreaterThan(20);
  await expect(page.getByRole('main').getByRole('status')).toHaveText(`Showing all ${total} articles.`);

  await page.getByLabel('Category').selectOption('medicare');
  await expect(page).toHaveURL(/\/articles\/overview\?category=medicare$/);
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    /^Showing 6 of \d+ articles in Medicare\.$/,
  );
  await expect(cards).toHaveCount(6);
  await page.getByLabel('Topic').selectOption('part-d');
  await expect(page.getByRole('main').getByRole('status')).toContainText('about Part D');
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Show all articles' }).click();
  await expect(cards).toHaveCount(total);
  await expect(page).toHaveURL(/\/articles\/overview$/);
});

test("a category chosen on the overview before the page's script has run narrows the list once it runs", async ({
  page,
}) => {
  const release = await holdPageScripts(page);
  await page.goto('/articles/overview', { waitUntil: 'domcontentloaded' });
  await page.getByLabel('Category').selectOption('medicare');
  release();
  await expect(page).toHaveURL(/\/articles\/overview\?category=medicare$/);
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    /^Showing 6 of \d+ articles in Medicare\.$/,
  );
  await expect(page.getByLabel('Category')).toHaveValue('medicare');
  await page.unroute('**/assets/*.js');
});

test('a link with ?category= opens the overview already filtered', async ({ page }) => {
  await page.goto('/articles/overview?category=life');
  await expect(page.getByLabel('Category')).toHaveValue('life');
  await expect(page.getByRole('main').getByRole('status')).toContainText('in Life Insurance');
});

test('a series page has no site header but its own way home', async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto('/series/medicare-made-simple');
  await expect(page.getByRole('heading', { level: 1, name: 'Medicare Made Simple' })).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('main')).toHaveCount(1);
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#main');
  await expect(page.getByRole('heading', { level: 2, name: 'Read the series in order' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'How Does Drug Coverage Work?' })).toHaveAttribute(
    'href',
    '/player?series=medicare-made-simple&episode=drug-coverage-basics',
  );
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: /home/ }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner')).toBeVisible();
  expect(problems).toEqual([]);
});

test('the player shows the episode from the query string with its transcript', async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto('/player?series=protecting-your-family&episode=term-or-whole-life');
  const title = page.locator('#episode-title');
  await expect(title).toHaveText('Term or Whole Life?');
  await expect(page.getByText(/There is no recording of this conversation\./)).toBeVisible();
  await expect(page.getByText('5 minute listen')).toHaveCount(0);
  await expect(
    page.getByRole('heading', { level: 2, name: 'Transcript: Term or Whole Life?' }),
  ).toBeVisible();
  await expect(page.getByText(/small landscaping business/)).toBeVisible();
  const episodes = page.getByRole('navigation', { name: 'Episodes in Protecting Your Family' });
  await expect(episodes.locator('[aria-current="page"]')).toHaveText('Term or Whole Life?');
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('link', { name: /Next episode/ }).click();
  await expect(page).toHaveURL(/episode=keeping-beneficiaries-current$/);
  await expect(title).toHaveText('Keeping Your Beneficiaries Current');
  await expect(title).toBeFocused();
  await expect(episodes.locator('[aria-current="page"]')).toHaveText('Keeping Your Beneficiaries Current');
  expect(problems).toEqual([]);
});

test('the player starts with the first episode when the query string names none it knows', async ({
  page,
}) => {
  await page.goto('/player');
  await expect(page.locator('#episode-title')).toHaveText('When Do I Sign Up?');
  await expect(page.getByRole('heading', { level: 2, name: 'Choose another series' })).toBeVisible();

  await page.goto('/player?series=medicare-made-simple&episode=no-such-episode');
  await expect(page.getByText('We could not find that episode')).toBeVisible();
  await expect(page.locator('#episode-title')).toHaveText('When Do I Sign Up?');
});

/** The text the Listen control has highlighted (CSS Custom Highlight API), or null. */
function highlighted(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const highlight = CSS.highlights.get('listen-sentence');
    const range = highlight ? [...highlight][0] : undefined;
    return range ? range.toString() : null;
  });
}

test('Listen reads the transcript with the device voice and highlights the sentence it is on', async ({
  page,
}) => {
  const problems = watchConsole(page);
  await page.goto('/player?series=medicare-made-simple&episode=when-to-sign-up');
  await expect(page.getByText(/read aloud by your device.s voice, not a recording/)).toBeVisible();
  const controls = page.getByRole('group', { name: 'Listen to the transcript' });
  const status = page.getByTestId('listen-status');

  await controls.getByRole('button', { name: 'Listen' }).click();
  await expect.poll(() => highlighted(page)).toBe('Host: Welcome to Medicare Made Simple.');
  await expect(status).toHaveText(/^Sentence 1 of \d+/);
  // A headless browser has no voice installed, so speaking may fail; the control then says so in
  // plain words and keeps the place (Resume). With a voice it is playing (Pause). Both are honest.
  await expect(controls.getByRole('button', { name: /^(Pause|Resume)$/ })).toBeVisible();

  await controls.getByRole('button', { name: 'Next sentence' }).click();
  await expect
    .poll(() => highlighted(page))
    .toMatch(/^I.m an advisor here at Harbor Point, .* this summer\.$/);
  await expect(status).toHaveText(/^Sentence 2 of /);
  await controls.getByRole('button', { name: 'Next sentence' }).click();
  await expect.poll(() => highlighted(page)).toBe('Thanks for joining me.');
  await controls.getByRole('button', { name: 'Back one sentence' }).click();
  await expect(status).toHaveText(/^Sentence 2 of /);

  const estimate = page.getByText(/About \d+ minutes at this speed/);
  const atNormal = await estimate.innerText();
  await controls.getByLabel('Speed').selectOption('2');
  await expect(estimate).not.toHaveText(atNormal);

  await controls.getByRole('button', { name: 'Stop' }).click();
  await expect(status).toHaveText('');
  await expect.poll(() => highlighted(page)).toBeNull();
  expect(await axeViolations(page)).toEqual([]);
  expect(problems.filter((text) => !/speech/i.test(text))).toEqual([]);
});

test('without speech synthesis the player explains there is nothing to play', async ({ page }) => {
  await page.addInitScript(() => {
    // A browser without the Web Speech API, as some privacy-minded ones ship.
    delete (window as { speechSynthesis?: unknown }).speechSynthesis;
  });
  await page.goto('/player');
  await expect(page.getByText('This browser cannot read text aloud')).toBeVisible();
  await expect(page.getByRole('group', { name: 'Listen to the transcript' })).toHaveCount(0);
  await expect(page.getByText(/small business|Welcome to Medicare Made Simple/).first()).toBeVisible();
});
