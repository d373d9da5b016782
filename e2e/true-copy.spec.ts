// Copy that is true, with no placeholder: on a new member's screens (the public pages:
// site-sweep.spec.ts), no "Coming soon", "fictional", "lorem", "TODO" or "placeholder" in what a person can
// read, and every phone number and email address shown is a tel: or mailto: link.
import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { signedInPageKinds } from './page-kinds';
import { copyProblems } from './page-checks';
import { waitForHydration } from './support';

test.use({ serviceWorkers: 'block' });

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
