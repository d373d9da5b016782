import { expect, test } from '@playwright/test';
import { logInViaApi } from './question-support';
import { axeViolations } from './axe';

// The members pages pass axe (WCAG 2.2 A and AA) in both colour schemes, filled with the demo
// member's questions: the dashboard, asking, search results with highlights, and a question.

for (const scheme of ['light', 'dark'] as const) {
  test(`the members pages have no axe violation in ${scheme} mode`, async ({ page, baseURL }) => {
    // Four axe passes on a shared two-core machine can outlast the default minute.
    test.setTimeout(180_000);
    await page.emulateMedia({ colorScheme: scheme });
    await logInViaApi(page.request, baseURL!, 'demo', 'harbor-demo-2026');
    const mine = (await (await page.request.get('/api/questions')).json()) as { questions: { id: string }[] };
    const pages: [string, string][] = [
      ['/dashboard', '.question-list'],
      ['/dashboard/ask', 'form[aria-label="Ask a question"]'],
      ['/dashboard/search?q=medicare', '.search-hit mark'],
      [`/dashboard/question/${mine.questions[0]!.id}`, '.question'],
    ];
    for (const [path, ready] of pages) {
      await page.goto(path);
      await page.locator(ready).first().waitFor();
      expect(await axeViolations(page), path).toEqual([]);
    }
  });
}
