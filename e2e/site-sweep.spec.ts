// Every public page (the sitemap's whole list, and the forms it leaves out), anonymously, in the real browser under the real
// Content-Security-Policy. Each page is loaded once and then looked at as its readers would see it:
// - at 1366 x 900 in light mode: status, title and heading; axe (WCAG 2.2 AA); no CSP violation or
//   console error; no placeholder copy, every phone number and email address a link;
// - the device switched to dark mode with the page open: it follows, and axe's colour-contrast rule
//   (the one rule a scheme changes) passes again;
// - the window narrowed to 390 and 320 px: nothing wider than the window, no sideways scrolling, no
//   header control over another, every table whole or scrolling in a named, focusable region with
//   its first column in view (WCAG 1.4.10);
// - at 390 px with the browser's text size at 200 %: the same, headings keep their words whole and
//   Menu stays on screen (WCAG 1.4.4).
// Every internal link is followed once: by request, or as a page of the sweep. The shards share the
// workers; no service worker (precaching the whole site in every shard is the PWA journeys' job).
// Resizing a loaded page lays it out as a page opened at that size would (the layout is CSS): one
// load a page instead of six.
import { expect, test, type Page } from '@playwright/test';
import { axeViolations, contrastViolations } from './axe';
import { expectWatcherWorks, watch } from './csp-watch';
import {
  brokenHeadingWords,
  copyProblems,
  headerOverlaps,
  scrollsSideways,
  setTextSize,
  tableProblems,
  tooWide,
} from './page-checks';
import { resizeWindow, waitForHydration } from './support';

/** The sitemap's pages, and the public pages it leaves out (forms not worth indexing). */
async function publicPaths(page: Page): Promise<string[]> {
  const response = await page.request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  const xml = await response.text();
  const listed = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  return [...new Set([...listed, '/login', '/register', '/quote?line=auto'])];
}

/** What is wrong with the layout at the window's current size. */
async function layoutProblems(page: Page): Promise<string[]> {
  const found = [...(await tooWide(page)), ...(await tableProblems(page))];
  if (await scrollsSideways(page)) found.push('scrolls sideways');
  for (const pair of await headerOverlaps(page)) found.push(`${pair} overlap`);
  return found;
}

async function largeTextProblems(page: Page): Promise<string[]> {
  const found = await layoutProblems(page);
  for (const word of await brokenHeadingWords(page)) found.push(`"${word}" broken across lines`);
  const menu = page.locator('.site-menu > summary');
  if (await menu.count()) {
    const box = (await menu.boundingBox())!;
    if (box.x < 0 || box.x + box.width > 390) found.push('Menu off screen');
  }
  return found;
}

async function checkPage(page: Page, path: string, problemsSince: () => Promise<string[]>) {
  const failures: string[] = [];
  const note = (where: string, problems: string[]) =>
    problems.forEach((problem) => failures.push(`${path} (${where}): ${problem}`));

  await resizeWindow(page, 1366, 900);
  await page.emulateMedia({ colorScheme: 'light' });
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  await expect(page.locator('html'), path).toHaveAttribute('data-color-mode', 'light');
  await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
  await expect(page, path).toHaveTitle(/ \| /);
  await waitForHydration(page);
  note('light', await axeViolations(page));
  note('light', await copyProblems(page));
  note('light', await problemsSince());

  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html'), path).toHaveAttribute('data-color-mode', 'dark');
  // Buttons ease into their new colours: measured mid-way, a colour is neither scheme's.
  await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
  note('dark', await contrastViolations(page));
  note('dark', await problemsSince());
  await page.emulateMedia({ colorScheme: 'light' });

  for (const width of [390, 320]) {
    await resizeWindow(page, width, 844);
    note(`${width}px`, await layoutProblems(page));
  }
  await resizeWindow(page, 390, 844);
  await setTextSize(page, 200);
  await resizeWindow(page, 390, 844);
  note('200 % text', await largeTextProblems(page));
  await setTextSize(page, 100);
  return failures;
}

const SHARDS = 9;

test.describe('every public page', () => {
  test.describe.configure({ mode: 'parallel' });
  test.use({ serviceWorkers: 'block' });

  for (let shard = 0; shard < SHARDS; shard += 1) {
    test(`${shard + 1}/${SHARDS}: heading, axe in light and dark, no CSP or console error, true copy, fits 320 px and 200 % text`, async ({
      page,
    }) => {
      test.setTimeout(240_000);
      const problemsSince = await watch(page);
      // The watcher is the same code in every shard: shown once to see a violation when there is one.
      if (shard === 0) await expectWatcherWorks(page, problemsSince);
      const all = await publicPaths(page);
      const paths = all.filter((_, i) => i % SHARDS === shard);
      const links = new Set<string>();
      const failures: string[] = [];
      for (const path of paths) {
        failures.push(...(await checkPage(page, path, problemsSince)));
        const hrefs = await page.$$eval('a[href^="/"]', (as) => as.map((a) => a.getAttribute('href')!));
        for (const href of hrefs) links.add(href.split('#')[0]!);
      }
      expect(failures).toEqual([]);
      // A link to a page of the sweep is followed by the shard that loads it.
      for (const href of links) {
        if (all.includes(href)) continue;
        const response = await page.request.get(href);
        expect(response.status(), `link ${href}`).toBe(200);
      }
    });
  }
});
