import { expect, test } from '@playwright/test';
import { fillCalculatorSample, holdPageScripts, waitForHydration } from './support';

// The retirement calculator journey: fill it by its labels, read the answers, then open the
// address it wrote and see the same answers, the Monte Carlo chance included.

test('the retirement calculator answers, and its address reproduces the answers', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto('/resources/retirement-calculator');
  await expect(page.getByRole('heading', { level: 1, name: 'Retirement Calculator' })).toBeVisible();

  await fillCalculatorSample(page);

  const results = page.getByRole('region', { name: 'Your results' });
  const chance = page.getByTestId('monte-carlo');
  await expect(chance).toContainText('%');
  await expect(results).toContainText('when you retire at 66');
  const summary = await results.locator('dl').innerText();
  const percentage = (await chance.innerText()).match(/\d+%/)?.[0];
  expect(percentage).toBeTruthy();
  await expect(page.getByRole('img', { name: 'Savings balance by age' })).toBeVisible();
  await page.getByText(/^Show the table, year by year/).click();
  await expect(page.getByRole('table')).toContainText('66');

  // The address now carries the inputs: opening it elsewhere gives the same answers.
  await expect(page).toHaveURL(/currentSavings=%24240%2C000/);
  const address = page.url();
  await page.goto('about:blank');
  await page.goto(address);
  await expect(page.getByLabel('Retirement savings today (dollars)')).toHaveValue('$240,000');
  await expect(chance).toContainText('%');
  expect(await results.locator('dl').innerText()).toBe(summary);
  await expect(chance).toContainText(percentage!);

  // A retirement age below the current age is explained at the field, and what was typed stays.
  await page.getByLabel('Age you plan to retire').fill('50');
  await expect(page.getByText("Retirement age can't be below your current age (55).")).toBeVisible();
  await expect(page.getByLabel('Age you plan to retire')).toHaveValue('50');
  expect(errors).toEqual([]);
});

test('the calculator links to retirement planning, income planning and a quote', async ({ page }) => {
  await page.goto('/resources/retirement-calculator');
  await expect(page.locator('a[href="/retirement"]')).toBeVisible();
  await expect(page.locator('a[href="/services/retirement/retirement-income"]')).toBeVisible();
  await expect(page.locator('a[href="/quote?line=retirement"]')).toBeVisible();
});

test('an age typed before the page script has run is kept once it runs', async ({ page }) => {
  const release = await holdPageScripts(page);
  await page.goto('/resources/retirement-calculator', { waitUntil: 'domcontentloaded' });
  await page.getByLabel('Age you plan to retire').fill('63');
  release();
  await waitForHydration(page);
  await expect(page.getByLabel('Age you plan to retire')).toHaveValue('63');
  await expect(page.getByRole('region', { name: 'Your results' })).toContainText('when you retire at 63');
  await page.unroute('**/assets/*.js');
});

test('the example answers are in the HTML; the app starts when an answer changes, and again on the next visit', async ({
  page,
}) => {
  const reactOwnsPage = () =>
    page.evaluate(() =>
      Object.keys(document.getElementById('__nuxt') ?? {}).some((key) => key.startsWith('__react')),
    );
  const chance = page.getByTestId('monte-carlo');
  const results = page.getByRole('region', { name: 'Your results' });
  await page.goto('/resources/retirement-calculator');
  await expect(page.locator('#__nuxt')).toHaveAttribute('data-hydrate', 'on-demand');
  // Long enough for the scripts after the first paint: the page stays HTML, its answers stated.
  await page.waitForTimeout(2500);
  expect(await reactOwnsPage()).toBe(false);
  await expect(chance).toContainText('28%');
  await expect(results).toContainText('275 of 1,000 simulated markets');

  // Typing starts the app, and what was typed is answered.
  await page.getByLabel('Age you plan to retire').fill('70');
  await expect(results).toContainText('when you retire at 70');
  expect(await reactOwnsPage()).toBe(true);
  await expect(chance).not.toContainText('28%');
  await expect(page).toHaveURL(/retirementAge=70/);

  // The next visit, at the bare address: the device's answers start the app at once.
  await page.goto('/resources/retirement-calculator');
  await expect(page.getByLabel('Age you plan to retire')).toHaveValue('70');
  await expect(results).toContainText('when you retire at 70');

  // Back to the example values: nothing is kept, and the next visit waits for the visitor again.
  await page.getByRole('button', { name: 'Start over with example values' }).click();
  await expect(page.getByLabel('Age you plan to retire')).toHaveValue('67');
  await expect(page).toHaveURL(/\/resources\/retirement-calculator$/);
  await page.goto('/resources/retirement-calculator');
  await page.waitForTimeout(2500);
  expect(await reactOwnsPage()).toBe(false);
  await expect(chance).toContainText('28%');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a first result from the essentials, the rest under Refine, the changes read out, chart text readable', async ({
    page,
  }) => {
    await page.goto('/resources/retirement-calculator');
    await waitForHydration(page);
    const essentials = page.getByRole('group', { name: 'The essentials' });
    await expect(essentials.getByRole('textbox')).toHaveCount(4);
    const refine = page.locator('details.calculator__refine');
    await expect(refine).not.toHaveAttribute('open');
    await expect(page.getByLabel('Yearly inflation (%)')).toBeHidden();
    await expect(page.getByTestId('monte-carlo')).toContainText('%');

    // A changed answer is read out once typing pauses: the savings, the need and the gap.
    await page.getByLabel('Retirement savings today (dollars)').fill('400000');
    await expect(page.getByTestId('result-announcer')).toContainText(
      /Savings at \d+: \$[\d,]+\. The plan needs/,
    );

    await refine.locator('summary').click();
    await expect(page.getByLabel('Yearly inflation (%)')).toBeVisible();

    // Every label of the chart is drawn at 12 px or more on this screen.
    const sizes = await page
      .locator('.calculator__chart svg text')
      .evaluateAll((texts) => texts.map((text) => text.getBoundingClientRect().height));
    expect(sizes.length).toBeGreaterThan(5);
    expect(Math.min(...sizes)).toBeGreaterThanOrEqual(12);
  });
});

test('on a wide screen the results beside the form never cover the chart or the method under it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/resources/retirement-calculator');
  const results = page.locator('.calculator__results');
  for (const part of ['.calculator__years', '.calculator__assumptions']) {
    await page.locator(part).scrollIntoViewIfNeeded();
    const [a, b] = [await results.boundingBox(), await page.locator(part).boundingBox()];
    // Side by side: the results start right of where the part ends.
    expect(a!.x, `${part} and the results overlap`).toBeGreaterThanOrEqual(b!.x + b!.width);
  }
});

test('the one-sentence result names the age the savings run out at, the same as the figures below it', async ({
  page,
}) => {
  await page.goto('/resources/retirement-calculator');
  const warning = await page.locator('.calculator__warning').textContent();
  const age = /Runs out at age (\d+)/.exec(warning ?? '')?.[1];
  expect(age, 'the example plan runs out').toBeTruthy();
  await expect(page.locator('.calculator__headline')).toContainText(
    new RegExp(
      `short of your goal of \\$[\\d,]+ \\(in today's dollars\\)\\. If you take the whole \\$[\\d,]+ a month, your savings run out at age ${age}\\.`,
    ),
  );
});

test('a dollar amount shows "$" before its box and its thousands once typed; a share of pay "%" after it', async ({
  page,
}) => {
  await page.goto('/resources/retirement-calculator');
  const savings = page.getByLabel('Retirement savings today (dollars)');
  await savings.fill('250000');
  // The marks are the app's (it starts at the first answer changed): a box left before it ran
  // keeps "250000", which reads the same.
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  await savings.press('Tab');
  await expect(savings).toHaveValue('250,000');
  await expect(page).toHaveURL(/currentSavings=250%2C000/);
  const savingsField = page.locator('.field', { has: savings });
  await expect(savingsField.locator('.field__unit--before')).toHaveText('$');
  // What is not a plain whole amount is left as typed, for the field to explain.
  await savings.fill('250000.5x');
  await savings.press('Tab');
  await expect(savings).toHaveValue('250000.5x');

  // What you save is a percentage or dollars a month, as the choice above it says.
  await page.getByText(/^Refine:/).click();
  const saved = page.locator('.field', { has: page.getByLabel('What you save each month') });
  await expect(saved.locator('.field__unit')).toHaveText('%');
  await page.getByLabel('As a dollar amount each month', { exact: true }).check();
  await expect(saved.locator('.field__unit')).toHaveText('$');
});
