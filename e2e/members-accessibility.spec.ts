import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { logInViaApi } from './question-support';

// The members pages pass axe (WCAG 2.2 A and AA) in both colour schemes, filled with the demo
// member's questions: the dashboard, asking, search results with highlights, and a question.

async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((n) => n.target).join(', ')}`,
  );
}

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
