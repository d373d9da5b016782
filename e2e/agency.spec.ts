import { expect, test } from '@playwright/test';
import { holdPageScripts, waitForHydration, watchConsole } from './support';

const REFERENCE = /^CM-[2-9A-HJKMNP-Z]{6}$/;

test('a visitor sends a message from /contact and sees a reference number', async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto('/contact');
  await page.getByLabel('Your name').fill('Eleanor Whitcomb');
  await page.getByLabel('Email address').fill('eleanor.contact@example.com');
  await page.getByLabel('Phone number (optional)').fill('(207) 555-0199');
  await page.getByLabel('Topic').selectOption('medicare');
  await page.getByLabel('Your message').fill('I turn 65 in the spring. Could someone explain Medigap to me?');
  await page.getByRole('radio', { name: 'Phone' }).check();
  await page.getByRole('button', { name: 'Send message' }).click();

  await expect(page.getByTestId('contact-reference')).toHaveText(REFERENCE);
  await expect(page.getByRole('heading', { name: 'Thank you, we have your message' })).toBeFocused();
  expect(problems).toEqual([]);
});

test('a bad email is explained at its field and nothing typed is lost', async ({ page }) => {
  await page.goto('/contact');
  const message = 'Please call me about a quote for my home and car together.';
  await page.getByLabel('Your name').fill('Walter Greaves');
  await page.getByLabel('Email address').fill('walter@');
  await page.getByLabel('Topic').selectOption('home');
  await page.getByLabel('Your message').fill(message);
  await page.getByRole('button', { name: 'Send message' }).click();

  const email = page.getByLabel('Email address');
  await expect(email).toBeFocused();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('#contact-email-error')).toContainText('Enter a valid email address');
  await expect(email).toHaveValue('walter@');
  await expect(page.getByLabel('Your name')).toHaveValue('Walter Greaves');
  await expect(page.getByLabel('Your message')).toHaveValue(message);
  await expect(page.getByTestId('contact-reference')).toHaveCount(0);
});

test('searching the content hub with a typo finds the Medicare guide', async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto('/content');
  await page.getByLabel('Search words').fill('medicar');
  await page.getByRole('main').getByRole('button', { name: 'Search' }).click();

  await expect(page).toHaveURL(/\/content\?q=medicar$/);
  await expect(page.getByRole('main').getByRole('status')).toContainText('for “medicar”');
  const guide = page
    .locator('.site-search__results')
    .getByRole('link', { name: 'Medicare Guide', exact: true });
  await expect(guide).toBeVisible();
  await guide.click();
  await expect(page).toHaveURL(/\/resources\/medicare-guide$/);
  expect(problems).toEqual([]);
});

test('the header search opens the content hub with results, and a glossary term links to its entry', async ({
  page,
}) => {
  // The bar shows the search box itself from 1600 px (below, its magnifier opens the search page).
  await page.setViewportSize({ width: 1600, height: 900 });
  await page.goto('/about-us');
  const header = page.getByRole('search', { name: 'Site' });
  await header.getByRole('searchbox').fill('coinsurance');
  await header.getByRole('button', { name: 'Search' }).click();

  await expect(page).toHaveURL(/\/content\?q=coinsurance$/);
  await expect(page.getByLabel('Search words')).toHaveValue('coinsurance');
  const term = page.locator('.site-search__results').getByRole('link', { name: 'Coinsurance', exact: true });
  await expect(term).toHaveAttribute('href', '/resources/health-insurance-glossary#coinsurance');
});

test('words typed in the header search before the page script has run are searched once it runs', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1600, height: 900 });
  const release = await holdPageScripts(page);
  await page.goto('/about-us', { waitUntil: 'domcontentloaded' });
  const header = page.getByRole('search', { name: 'Site' });
  await header.getByRole('searchbox').fill('coinsurance');
  release();
  await waitForHydration(page);
  await expect(header.getByRole('searchbox')).toHaveValue('coinsurance');
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await header.getByRole('button', { name: 'Search' }).click();

  await expect(page).toHaveURL(/\/content\?q=coinsurance$/);
  await expect(page.getByLabel('Search words')).toHaveValue('coinsurance');
  // The app navigated (no reload) and emptied the header's box for the next search.
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
  await expect(header.getByRole('searchbox')).toHaveValue('');
  await page.unroute('**/assets/*.js');
});

test('words typed in the content hub search before the page script has run are searched once it runs', async ({
  page,
}) => {
  const release = await holdPageScripts(page);
  await page.goto('/content', { waitUntil: 'domcontentloaded' });
  await page.getByLabel('Search words').fill('medicar');
  // Pressed while the script arrives: before it runs the form goes by itself; while the page is
  // being hydrated React runs the submit before its effects have read the box, so the box is read.
  release();
  await page.getByRole('main').getByRole('button', { name: 'Search' }).click();
  await waitForHydration(page);

  await expect(page).toHaveURL(/\/content\?q=medicar$/);
  await expect(page.getByRole('main').getByRole('status')).toContainText('for “medicar”');
  await page.unroute('**/assets/*.js');
});

test('a reply choice made on /contact before the page script has run is kept once it runs', async ({
  page,
}) => {
  const release = await holdPageScripts(page);
  await page.goto('/contact', { waitUntil: 'domcontentloaded' });
  await page.getByRole('radio', { name: 'Phone' }).check();
  release();
  await waitForHydration(page);
  await expect(page.getByRole('radio', { name: 'Phone' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Email' })).not.toBeChecked();
  await page.unroute('**/assets/*.js');
});

test('a message sent from /contact before the page script has run is held, then sent once when it runs', async ({
  page,
}) => {
  const release = await holdPageScripts(page);
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST') posts.push(new URL(request.url()).pathname);
  });
  await page.goto('/contact', { waitUntil: 'domcontentloaded' });
  await page.getByLabel('Your name').fill('Ruth Pelletier');
  await page.getByLabel('Email address').fill('ruth.early@example.com');
  await page.getByLabel('Topic').selectOption('life');
  await page.getByLabel('Your message').fill('Could someone call me about my term policy ending next year?');
  // Pressed while the page's scripts are still on their way: the browser had posted the form to the
  // page's own address (a 405 page of JSON), losing everything typed.
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByLabel('Your message')).toHaveValue(
    'Could someone call me about my term policy ending next year?',
  );
  expect(posts).toEqual([]);

  release();
  await expect(page.getByTestId('contact-reference')).toHaveText(REFERENCE);
  expect(posts).toEqual(['/api/contact']);
  await page.unroute('**/assets/*.js');
});
