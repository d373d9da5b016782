// npm run screenshots:states: screens in the state a person meets them after a login, a logout or an update, at phone
// and desktop sizes, light and dark, into .screenshots/:
// - draft-notice: a visitor's quote answers offered back ("continue, or start over");
// - signed-out-reason: the login page after the session ended elsewhere, saying why;
// - update-prompt: a newer build published under an open page (as a deploy does);
// - email-change-pending: the account page after a new email was saved, waiting for its link;
// - email-change-confirm: the page the emailed link opens (decision 216).
// Needs a build (npm run build). Each state gets a fresh browser context.
/* global navigator, Event -- read inside page.evaluate, in the browser */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { logIn, outDir, schemes, sizes, startSite } from './site.mjs';

const hydrated = (page) => page.locator('html[data-hydrated]').waitFor({ state: 'attached' });

async function draftNotice(page, base) {
  await page.goto(`${base}/quote?line=auto`, { waitUntil: 'networkidle' });
  await hydrated(page);
  await page.getByLabel('How many vehicles should we cover?').fill('2');
  await page.waitForTimeout(1_500);
  await page.reload({ waitUntil: 'networkidle' });
  await page.getByRole('group', { name: 'Answers started earlier' }).waitFor();
}

async function signedOutReason(page, base) {
  await logIn(page, base, 'demo', 'harbor-demo-2026');
  await page.waitForLoadState('networkidle');
  // The session cookie gone is what a session ended from another device looks like to this tab.
  await page.context().clearCookies();
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await page.waitForURL(/\/login/);
  await page.getByText('You were signed out on this device').waitFor();
  await page.waitForLoadState('networkidle');
}

/** What a deploy does: a changed precache entry in the worker and a new id in builds/latest.json. */
function publishNewerBuild(clientDir, id) {
  const swFile = join(clientDir, 'sw.js');
  const sw = readFileSync(swFile, 'utf8').replace(
    /\{"revision":"[^"]*","url":"index.html"\}/,
    `{"revision":"${id}","url":"index.html"}`,
  );
  writeFileSync(swFile, `${sw}\n// build ${id}\n`);
  writeFileSync(
    join(clientDir, 'builds/latest.json'),
    JSON.stringify({ id, builtAt: new Date().toISOString() }),
  );
}

let builds = 0;
async function updatePrompt(page, base, clientDir) {
  await page.goto(`${base}/resources/medicare-guide`, { waitUntil: 'networkidle' });
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForFunction(() => Boolean(navigator.serviceWorker.controller));
  builds += 1;
  publishNewerBuild(clientDir, `screenshot-build-${builds}`);
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await page
    .getByRole('region', { name: 'A new version of this site is ready' })
    .waitFor({ timeout: 20_000 });
}

async function emailChangePending(page, base) {
  await logIn(page, base, 'demo', 'harbor-demo-2026');
  await page.goto(`${base}/dashboard/account`, { waitUntil: 'networkidle' });
  await hydrated(page);
  await page.getByLabel('Email address').fill('marisol.new@example.com');
  await page.getByRole('button', { name: 'Save my details' }).click();
  const notice = page.getByRole('status').filter({ hasText: 'We sent a link to' });
  await notice.waitFor();
  await page.getByRole('button', { name: 'Save my details' }).scrollIntoViewIfNeeded();
}

async function emailChangeConfirm(page, base) {
  // Any token shows the page; only the button's POST checks it.
  await page.goto(`${base}/account/email?token=screenshot-token-not-real-0000`, { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: 'Confirm my new address' }).waitFor();
}

const states = [
  ['draft-notice', draftNotice, { serviceWorkers: 'block' }],
  ['signed-out-reason', signedOutReason, { serviceWorkers: 'block' }],
  ['update-prompt', updatePrompt, {}],
  ['email-change-pending', emailChangePending, { serviceWorkers: 'block' }],
  ['email-change-confirm', emailChangeConfirm, { serviceWorkers: 'block' }],
];

const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice(7);
const site = await startSite({ copyClient: true });
try {
  mkdirSync(outDir, { recursive: true });
  for (const [name, reach, options] of states) {
    if (only && !only.split(',').includes(name)) continue;
    for (const [size, viewport] of sizes) {
      for (const scheme of schemes) {
        const context = await site.browser.newContext({ viewport, colorScheme: scheme, ...options });
        const page = await context.newPage();
        await reach(page, site.base, site.clientDir);
        // A page transition still fading would be caught half-way.
        await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
        const file = `${outDir}/${name}-${size}-${scheme}.png`;
        await page.screenshot({ path: file });
        console.log(file);
        await context.close();
      }
    }
  }
} finally {
  await site.stop();
}
