import { expect, test } from '@playwright/test';
import { logInViaApi } from './question-support';
import { axeViolations } from './axe';

// The members pages pass axe (WCAG 2.2 A and AA) in both colour schemes, filled with the demo
// member's questions: the dashboard, asking, search results with highlights, and a question. Each
// page is checked whole in light mode, then for colour contrast (the rule a scheme changes) once
// reloaded with the device in dark mode.
test('the members pages have no axe violation in light or dark mode', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  await logInViaApi(page.request, baseURL!, 'demo', 'harbor-demo-2026');
  const mine = (await (await page.request.get('/api/questions')).json()) as { questions: { id: string }[] };
  const pages: [string, string][] = [
    ['/dashboard', '.question-list'],
    ['/dashboard/ask', 'form[aria-label="Ask a question"]'],
    ['/dashboard/search?q=medicare', '.search-hit mark'],
    [`/dashboard/question/${mine.questions[0]!.id}`, '.question'],
  ];
  for (const [path, ready] of pages) {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(path);
    await page.locator(ready).first().waitFor();
    expect(await axeViolations(page), `${path} (light)`).toEqual([]);
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-color-mode', 'dark');
    await page.locator(ready).first().waitFor();
    expect(await axeViolations(page, { rules: ['color-contrast'] }), `${path} (dark)`).toEqual([]);
  }
});
