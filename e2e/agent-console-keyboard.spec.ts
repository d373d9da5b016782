// The agent console is a work screen: its own layout without the marketing chrome, and a
// dense queue an agent works through from the keyboard: j/k or the arrow keys move between
// questions, Enter opens one and its heading takes focus. Accessible on a phone and a desktop.
import type { Page } from '@playwright/test';
import { axeViolations } from './axe';
import { DEMO_MEMBER, expect, test } from './fixtures';
import { waitForAppToOwnPage } from './support';

const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');

test('an agent moves through the queue with j, k and the arrow keys and opens a question with Enter', async ({
  page,
  agent: _agent,
  baseURL,
  contextAs,
}) => {
  const member = await contextAs(DEMO_MEMBER);
  const tag = Date.now().toString(36);
  for (const topic of ['home', 'auto']) {
    const asked = await member.request.post('/api/questions', {
      data: {
        title: `Keyboard queue question about ${topic} cover ${tag}?`,
        body: 'A question for the journey that works through the queue from the keyboard.',
        topic,
      },
      headers: { Origin: baseURL! },
    });
    expect(asked.status()).toBe(201);
  }

  await page.goto('/dashboard/agent');
  await expect(page.getByRole('heading', { level: 1, name: 'Agent console' })).toBeVisible();
  // Its own layout: no marketing navigation, footer or newsletter.
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await expect(page.locator('footer')).toHaveCount(0);
  await expect(page.getByText(/newsletter/i)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();

  const rows = page.locator('.console__row-link');
  await expect(rows.nth(3)).toBeVisible();
  // The server paints the queue inert (decision 244): keys work once the app owns it.
  await waitForAppToOwnPage(page);
  const titles = (await rows.allTextContents()).map((title) => title.trim());

  // From the top of the page to the first question with Tab alone.
  let presses = 0;
  while (!(await rows.first().evaluate((row) => row === document.activeElement)) && presses < 20) {
    await page.keyboard.press('Tab');
    presses += 1;
  }
  await expect(rows.first()).toBeFocused();

  await page.keyboard.press('j');
  await expect(rows.nth(1)).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(rows.nth(2)).toBeFocused();
  await page.keyboard.press('k');
  await expect(rows.nth(1)).toBeFocused();
  await page.keyboard.press('End');
  await expect(rows.last()).toBeFocused();
  await page.keyboard.press('Home');
  await expect(rows.first()).toBeFocused();
  await page.keyboard.press('ArrowDown');
  expect(await focusedText(page)).toBe(titles[1]);

  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard\/agent\/questions\/[0-9a-f-]{36}$/);
  const heading = page.getByRole('heading', { level: 2, name: titles[1] });
  await expect(heading).toBeFocused();
  await expect(page.locator('.console__row--selected .console__row-link')).toHaveText(titles[1]!);
  expect(await axeViolations(page)).toEqual([]);
});

test('the console queue is accessible on a phone, where the open question has a way back', async ({
  page,
  agent: _agent,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/dashboard/agent');
  const rows = page.locator('.console__row-link');
  await expect(rows.first()).toBeVisible();
  await waitForAppToOwnPage(page);
  expect(await axeViolations(page)).toEqual([]);
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth, 'nothing wider than the phone').toBeLessThanOrEqual(390);

  await rows.first().focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('#question-title')).toBeFocused();
  await page.getByRole('link', { name: 'Back to the queue' }).click();
  await expect(rows.first()).toBeVisible();
});
