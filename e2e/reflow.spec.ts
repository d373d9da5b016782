// Large text and narrow screens (WCAG 1.4.4 and 1.4.10) on the signed-in screens: at 320,
// 390 and 1366 px and with the browser's own text size at 200 %, nothing is wider than the window,
// the page never scrolls sideways, the Menu button stays on screen, a heading keeps its words whole
// and no two header controls overlap at any width from 320 to 1920 px. The public pages get the
// same checks in site-sweep.spec.ts.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { CURRENT_CONSENT_VERSION } from '../src/shared/quote-consent';
import { logInViaApi } from './question-support';
import { AGENT } from './fixtures';
import { signedInPageKinds } from './page-kinds';
import { brokenHeadingWords, headerOverlaps, scrollsSideways, setTextSize, tooWide } from './page-checks';
import { resizeWindow, waitForHydration } from './support';

test.use({ serviceWorkers: 'block' });

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
  await expect(page.locator('main h1').first(), path).toBeVisible();
}

/**
 * Each page is opened once, at 390 px (the commonest phone), then the window is narrowed and widened
 * as a phone turns or a window is dragged: the layout is CSS, so a resized page lays out as a page
 * opened at that width would, for a third of the page loads.
 */
async function sweep(page: Page, paths: string[]): Promise<string[]> {
  const failures: string[] = [];
  for (const path of paths) {
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page, path);
    for (const width of [390, 320, 1366]) {
      await resizeWindow(page, width, width > 1000 ? 900 : 844);
      for (const wide of await tooWide(page)) failures.push(`${path} at ${width}px: ${wide}`);
      if (await scrollsSideways(page)) failures.push(`${path} at ${width}px scrolls sideways`);
      for (const pair of await headerOverlaps(page)) failures.push(`${path} at ${width}px: ${pair} overlap`);
    }
  }
  return failures;
}

async function sweepLargeText(page: Page, paths: string[]): Promise<string[]> {
  const failures: string[] = [];
  await page.setViewportSize({ width: 390, height: 844 });
  await setTextSize(page, 200);
  for (const path of paths) {
    await open(page, path);
    if (await scrollsSideways(page)) failures.push(`${path} at 200 % text scrolls sideways`);
    for (const wide of await tooWide(page)) failures.push(`${path} at 200 % text: ${wide}`);
    for (const pair of await headerOverlaps(page)) failures.push(`${path} at 200 % text: ${pair} overlap`);
    for (const word of await brokenHeadingWords(page))
      failures.push(`${path} at 200 % text: "${word}" broken`);
    const menu = page.locator('.site-menu > summary');
    if (await menu.count()) {
      await menu.focus();
      const box = (await menu.boundingBox())!;
      if (box.x < 0 || box.x + box.width > 390) failures.push(`${path} at 200 % text: Menu off screen`);
    }
  }
  return failures;
}

/**
 * Quote leads with long names, a long email address and long answers, so the agent's leads list is
 * never empty when this file runs alone: a long surname once made the list scroll sideways at 200 %
 * text (a flex heading cannot wrap narrower than its longest word).
 */
async function leaveLeads(request: APIRequestContext, baseURL: string) {
  const tag = `${Date.now().toString(36)}${test.info().workerIndex}`;
  const leads = [
    {
      line: 'auto',
      service: 'personal-auto',
      answers: { vehicles: 2, drivers: 3, currentCover: 'insured', zip: '04101' },
      firstName: 'Rosalind',
      lastName: 'Pemberton-Featherstonehaugh',
      email: `rosalind.pemberton-featherstonehaugh.${tag}@example.com`,
      phone: '(207) 555-0172',
      contactTime: 'morning',
    },
    {
      line: 'business',
      answers: {
        businessType: 'professional',
        employees: 12,
        revenueBand: '500k-2m',
        coverNeeded: ['general-liability', 'commercial-property', 'professional-liability', 'workers-comp'],
      },
      firstName: 'Bartholomew',
      lastName: 'Worthington',
      email: `bartholomew.${tag}@example.com`,
      phone: '207-555-0199',
      contactTime: 'afternoon',
    },
  ];
  for (const lead of leads) {
    const sent = await request.post('/api/quotes', {
      data: { ...lead, consent: true, consentVersion: CURRENT_CONSENT_VERSION, website: '' },
      headers: { Origin: baseURL },
    });
    expect(sent.status()).toBe(201);
  }
}

test('signed-in pages fit narrow windows and 200 % text too', async ({ page, baseURL }) => {
  test.setTimeout(300_000);
  await leaveLeads(page.context().request, baseURL!);
  await logInViaApi(page.context().request, baseURL!, AGENT.username, AGENT.password);
  const failures = await sweep(page, signedInPageKinds);
  failures.push(...(await sweepLargeText(page, signedInPageKinds)));
  expect(failures).toEqual([]);
});

test('the header controls never overlap at any width from 320 to 1920 px, signed out or in', async ({
  page,
  baseURL,
}) => {
  const widths = [320, 360, 390, 600, 768, 1024, 1199, 1200, 1280, 1366, 1440, 1600, 1920];
  const failures: string[] = [];
  for (const signedIn of [false, true]) {
    if (signedIn) await logInViaApi(page.context().request, baseURL!, AGENT.username, AGENT.password);
    await open(page, signedIn ? '/dashboard' : '/');
    for (const width of widths) {
      await resizeWindow(page, width, 900);
      for (const pair of await headerOverlaps(page))
        failures.push(`${width}px (signed ${signedIn ? 'in' : 'out'}): ${pair}`);
      if (await scrollsSideways(page))
        failures.push(`${width}px (signed ${signedIn ? 'in' : 'out'}) scrolls sideways`);
    }
  }
  expect(failures).toEqual([]);
});
