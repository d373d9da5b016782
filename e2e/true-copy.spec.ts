// Copy that is true, with no placeholder (issue 24): on every kind of page, public and a new
// member's, no "Coming soon", "fictional", "lorem", "TODO" or "placeholder" in what a person can
// read, and every phone number and email address shown is a tel: or mailto: link.
import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { publicPageKinds, signedInPageKinds } from './page-kinds';
import { waitForHydration } from './support';

test.use({ serviceWorkers: 'block' });

const placeholder = /coming soon|fictional|lorem|\bTODO\b|placeholder/i;

/** Placeholder words, and phone numbers or email addresses not inside a link that dials or writes. */
function copyProblems(page: Page): Promise<string[]> {
  return page.evaluate((pattern) => {
    const words = new RegExp(pattern, 'i');
    const contact = /\(\d{3}\) \d{3}-\d{4}|\b\d{3}-\d{3}-\d{4}\b|[\w.+-]+@[\w-]+(?:\.[\w-]+)+/;
    const problems: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement!;
      if (parent.closest('script, style, noscript, template')) continue;
      const text = node.textContent ?? '';
      if (words.test(text)) problems.push(`placeholder: "${text.trim().slice(0, 60)}"`);
      const found = contact.exec(text);
      if (found && !parent.closest('a[href^="tel:"], a[href^="mailto:"]')) {
        problems.push(`not a link: ${found[0]}`);
      }
    }
    return problems;
  }, placeholder.source);
}

async function sweep(page: Page, paths: string[]): Promise<string[]> {
  const failures: string[] = [];
  for (const path of paths) {
    await page.goto(path);
    await waitForHydration(page);
    await expect(page.locator('main h1').first(), path).toBeVisible();
    await page.waitForLoadState('networkidle').catch(() => {});
    for (const problem of await copyProblems(page)) failures.push(`${path}: ${problem}`);
  }
  return failures;
}

test('no public page shows a placeholder, and every phone number and email is a link', async ({ page }) => {
  test.setTimeout(300_000);
  expect(await sweep(page, await publicPageKinds(page.request))).toEqual([]);
});

test("a new member's pages show no placeholder, and the dashboard does not welcome them back", async ({
  page,
  member,
}) => {
  test.setTimeout(180_000);
  const memberPages = signedInPageKinds.filter((path) => !path.startsWith('/dashboard/agent'));
  expect(await sweep(page, memberPages)).toEqual([]);
  await page.goto('/dashboard');
  await expect(page.getByText(`Welcome, ${member.firstName}.`)).toBeVisible();
  await expect(page.getByText(/Welcome back/)).toHaveCount(0);
});
