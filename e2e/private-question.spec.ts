import type { Browser } from '@playwright/test';
import { expect, test } from './fixtures';
import { askViaApi, registerViaApi } from './question-support';

// A private question is its author's and the agents': for another member and for a visitor it
// does not exist, with the 404 status and the 404 page, and nothing of its text leaks.

async function openAsStranger(browser: Browser, baseURL: string, path: string, member: boolean) {
  const context = await browser.newContext();
  const page = await context.newPage();
  if (member) await registerViaApi(page.request, baseURL);
  const response = await page.goto(path);
  return { context, page, response };
}

test('a private question is a 404 for another member and for an anonymous visitor', async ({
  browser,
  page,
  baseURL,
  member: _member,
}) => {
  const title = 'Will my premium rise after a hail claim on the roof?';
  const asked = await askViaApi(page.request, baseURL!, {
    title,
    body: 'A hailstorm damaged our roof in June and the claim was paid. What happens at renewal?',
    topic: 'home',
  });
  const path = `/dashboard/question/${asked.id}`;

  // The author reads it.
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  for (const member of [true, false]) {
    const { context, page: other, response } = await openAsStranger(browser, baseURL!, path, member);
    expect(response?.status()).toBe(404);
    await expect(other.getByText(`Page not found: ${path}`)).toBeVisible();
    await expect(other.getByText('hail claim')).toHaveCount(0);
    // Its API answer is the same 404 as for an id that does not exist.
    expect((await other.request.get(`/api/questions/${asked.id}`)).status()).toBe(404);
    await context.close();
  }
});
