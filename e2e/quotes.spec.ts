import { expect, test, type Page } from '@playwright/test';
import { waitForHydration, watchConsole } from './support';

const REFERENCE = /^HP-[2-9A-HJKMNP-Z]{6}$/;

async function next(page: Page, step: number) {
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText(`Step ${step} of 4`)).toBeVisible();
}

async function fillContact(page: Page) {
  await page.getByLabel('First name').fill('Eleanor');
  await page.getByLabel('Last name').fill('Whitcomb');
  await page.getByLabel('Email address').fill('eleanor.quote@example.com');
  await page.getByLabel('Phone number').fill('(207) 555-0199');
  await page.getByLabel('Afternoon (noon to 5:30 pm)').check();
}

async function sendAndReadReference(page: Page): Promise<string> {
  await page.getByRole('checkbox', { name: /may contact me by phone or email about this quote/ }).check();
  await page.getByRole('button', { name: 'Send my quote request' }).click();
  const reference = page.getByTestId('quote-reference');
  await expect(reference).toHaveText(REFERENCE);
  await expect(page).toHaveURL(/\/quote\?ref=HP-/);
  await expect(page.getByText(/within one business day/)).toBeVisible();
  return (await reference.textContent()) ?? '';
}

test('a visitor picks auto on /quote, answers every step and sees a reference number', async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto('/quote');
  await page.getByRole('link', { name: 'Auto Insurance' }).click();
  await expect(page.getByText('Step 1 of 4')).toBeVisible();
  await expect(page.getByRole('progressbar')).toBeVisible();

  // An empty step is refused at its fields, with focus on the first of them.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByLabel('How many vehicles should we cover?')).toBeFocused();
  await expect(page.getByLabel('How many vehicles should we cover?')).toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel('How many vehicles should we cover?').fill('2');
  await page.getByLabel('How many drivers?').fill('3');
  await next(page, 2);
  await page.getByLabel('Yes, I have auto insurance now').check();
  await page.getByLabel('ZIP code').fill('04101');
  await next(page, 3);
  await fillContact(page);
  await next(page, 4);
  await expect(page.getByText('eleanor.quote@example.com')).toBeVisible();
  expect(await sendAndReadReference(page)).toMatch(REFERENCE);
  expect(problems).toEqual([]);
});

test('Medicare is named at the top of /services and /quote, and both start its quote', async ({ page }) => {
  await page.goto('/services');
  const callout = page.getByRole('complementary', { name: 'Turning 65, or choosing Medicare?' });
  await expect(callout.getByRole('link', { name: 'How we help with Medicare' })).toHaveAttribute(
    'href',
    '/services/health/medicare',
  );
  await callout.getByRole('link', { name: 'Get a Medicare quote' }).click();
  await expect(page).toHaveURL(/\/quote\?line=health&service=medicare$/);
  await expect(page.getByLabel('Which service is this about?')).toHaveValue('medicare');

  await page.goto('/quote');
  const lines = page.getByRole('navigation', { name: 'What would you like a quote for?' });
  await expect(lines.getByRole('link').first()).toHaveText('Medicare plans');
  await lines.getByRole('link', { name: 'Medicare plans' }).click();
  await expect(page).toHaveURL(/\/quote\?line=health&service=medicare$/);
  await expect(page.getByLabel('Which service is this about?')).toHaveValue('medicare');
});

test('a Medicare quote starts from the Medicare page with its line and service chosen', async ({ page }) => {
  await page.goto('/services/health/medicare');
  await page
    .getByRole('link', { name: /get a quote/i })
    .first()
    .click();
  await expect(page).toHaveURL(/\/quote\?line=health&service=medicare/);
  await expect(page.getByLabel('Which service is this about?')).toHaveValue('medicare');

  await page.getByLabel('Just me').check();
  await page.getByLabel('Ages of everyone to cover').fill('64');
  await page.getByLabel('ZIP code').fill('04101');
  await next(page, 2);
  await page.getByLabel('I turn 65 in the next 12 months').check();
  await page.getByLabel('Medicare Advantage (Part C)').check();
  await page.getByLabel('Prescription drug plan (Part D)').check();
  await next(page, 3);
  await fillContact(page);
  await next(page, 4);
  await expect(page.getByText('Medicare Plans', { exact: true })).toBeVisible();
  expect(await sendAndReadReference(page)).toMatch(REFERENCE);
});

test('Back keeps the answers, and a reload restores the draft at its step', async ({ page }) => {
  await page.goto('/quote?line=life');
  await page.getByLabel('Your age').fill('42');
  await page.getByLabel('No', { exact: true }).check();
  await next(page, 2);
  await page.getByLabel('How much cover do you want?').selectOption('500k');

  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByText('Step 1 of 4')).toBeVisible();
  await expect(page.getByLabel('Your age')).toHaveValue('42');
  await expect(page.getByLabel('No', { exact: true })).toBeChecked();
  await next(page, 2);
  await expect(page.getByLabel('How much cover do you want?')).toHaveValue('500k');

  await page.getByLabel('20 years').check();
  await page.reload();
  await expect(page.getByText('Step 2 of 4')).toBeVisible();
  await expect(page.getByLabel('How much cover do you want?')).toHaveValue('500k');
  await expect(page.getByLabel('20 years')).toBeChecked();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByLabel('Your age')).toHaveValue('42');
});

test('focus goes to a heading at every step: the line chosen, each step, and the thank-you after sending', async ({
  page,
}) => {
  const focusedHeading = () =>
    page.evaluate(() => {
      const el = document.activeElement;
      return el && /^H[1-6]$/.test(el.tagName) ? el.textContent : `not a heading: ${el?.tagName}`;
    });
  await page.goto('/quote');
  await waitForHydration(page);
  await page.getByRole('link', { name: 'Auto Insurance' }).click();
  await expect.poll(focusedHeading).toBe('Get a quote for Auto Insurance');
  await page.getByLabel('How many vehicles should we cover?').fill('1');
  await page.getByLabel('How many drivers?').fill('1');
  await next(page, 2);
  await expect.poll(focusedHeading).not.toMatch(/^not a heading/);
  await page.getByLabel('Yes, I have auto insurance now').check();
  await page.getByLabel('ZIP code').fill('04101');
  await next(page, 3);
  await fillContact(page);
  await next(page, 4);
  await sendAndReadReference(page);
  await expect.poll(focusedHeading).toBe('Thank you');
  await expect(page.getByRole('heading', { name: 'Thank you' })).toBeInViewport();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('/quote shows four lines of cover on the first screen, each its name and one line', async ({
    page,
  }) => {
    await page.goto('/quote');
    const lines = page.getByRole('navigation', { name: 'What would you like a quote for?' });
    const links = lines.getByRole('link');
    for (const index of [0, 1, 2, 3]) await expect(links.nth(index)).toBeInViewport();
    // Their descriptions are the small print; the names stay the size of a heading.
    const size = (selector: string) =>
      lines
        .locator(selector)
        .first()
        .evaluate((e) => parseFloat(getComputedStyle(e).fontSize));
    expect(await size('p')).toBeLessThan(await size('h3'));
  });
});
