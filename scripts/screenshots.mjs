// npm run screenshots: the first screen of seven pages, the forgotten-password pages at phone and desktop sizes, light and dark, and
// the members' screens as the demo member and agent see them, taken from the production build served
// on loopback (with the demo accounts, which a development start seeds), into .screenshots/.
// Builds first when dist/ is missing (or with --build). Uses playwright-core and /usr/bin/chromium.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { logIn, outDir, schemes, sizes, startSite } from './screenshots/site.mjs';

const pages = [
  ['home', '/'],
  ['service', '/services/health/medicare'],
  ['guide', '/resources/medicare-guide'],
  ['article', '/articles/medicare/medigap-vs-medicare-advantage'],
  ['calculator', '/resources/retirement-calculator'],
  ['quote', '/quote'],
  ['contact', '/contact'],
  // The login form, with its way to a forgotten password.
  ['login', '/login'],
  // A confirmation link that did not work: the refusal and the way to a new link.
  ['subscribe-bad-link', '/subscribe/success?token=c.bm90LWEtcmVhbC10b2tlbg.AAAAAAAAAAAAAAAAAAAAAA'],
];
// The members' screens, as the demo member and the demo agent see them (docs/demo-accounts.md):
// light and dark at both sizes.
const memberPages = [
  ['members-dashboard-member', '/dashboard'],
  ['members-ask', '/dashboard/ask'],
  ['members-search', '/dashboard/search?q=medicare'],
  ['members-chat', '/dashboard/chat'],
  ['members-account', '/dashboard/account'],
  ['members-website-build', '/dashboard/WebsiteBuild'],
];
const agentPages = [
  ['agent-console', '/dashboard/agent'],
  ['agent-leads', '/dashboard/agent/leads'],
];

async function membersShots(browser) {
  const people = [
    ['demo', 'harbor-demo-2026', memberPages],
    ['agent', 'harbor-agent-2026', agentPages],
  ];
  for (const [username, password, list] of people) {
    for (const [size, viewport] of sizes) {
      for (const scheme of schemes) {
        const context = await browser.newContext({ viewport, colorScheme: scheme, serviceWorkers: 'block' });
        const page = await context.newPage();
        await logIn(page, base, username, password);
        for (const [name, path] of list) {
          await page.goto(base + path, { waitUntil: 'networkidle' });
          // The screen's final layout: its prerendered shell and placeholders gone (decision 195).
          await page.waitForFunction(() => !document.querySelector('[data-screen-shell], .skeleton'), null, {
            timeout: 30_000,
          });
          const file = `${outDir}/${name}-${size}-${scheme}.png`;
          await page.screenshot({ path: file });
          console.log(file);
        }
        if (username === 'demo' && scheme === 'light') await shellShots(context, size);
        await context.close();
      }
    }
  }
}

// The first paint of a member's screen, before any script (decision 195): its own prerendered shell.
async function shellShots(context, size) {
  const page = await context.newPage();
  await page.route('**/assets/*.js', (route) => route.abort());
  for (const [name, path] of [
    ['members-dashboard-shell', '/dashboard'],
    ['members-ask-shell', '/dashboard/ask'],
    ['members-chat-shell', '/dashboard/chat'],
    ['members-account-shell', '/dashboard/account'],
  ]) {
    await page.goto(base + path, { waitUntil: 'load' });
    const file = `${outDir}/${name}-${size}-light.png`;
    await page.screenshot({ path: file });
    console.log(file);
  }
  await page.close();
}

// "Forgot your password?": the request form, its "check your email" state, the page a real
// emailed link opens (the link read from the development outbox) and a link that no longer works.
// One real request for the demo member (the per-address limit allows three an hour); the form shots
// name addresses without an account (one each: the same limit), which answer the same.
async function passwordResetShots(browser) {
  const demoEmail = 'demo@harborpoint.example';
  const asked = await globalThis.fetch(`${base}/api/auth/password-reset/request`, {
    method: 'POST',
    headers: { Origin: base, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: demoEmail }),
  });
  if (asked.status !== 202) throw new Error(`the reset request answered ${asked.status}`);
  const outbox = await globalThis.fetch(`${base}/api/dev/emails?to=${encodeURIComponent(demoEmail)}`);
  const { emails } = await outbox.json();
  const link = /\/password-reset\/new\?token=[A-Za-z0-9_%-]+/.exec(emails[0]?.textBody ?? '')?.[0];
  if (!link) throw new Error('no reset link in the outbox');
  const strangers = ['eleanor.whitcomb', 'ruth.oakes', 'walter.penney', 'june.harlow'];
  for (const [size, viewport] of sizes) {
    for (const scheme of schemes) {
      const context = await browser.newContext({ viewport, colorScheme: scheme, serviceWorkers: 'block' });
      const page = await context.newPage();
      const shot = async (name, heading) => {
        await page.getByRole('heading', { level: 1, name: heading }).waitFor();
        const file = `${outDir}/${name}-${size}-${scheme}.png`;
        await page.screenshot({ path: file });
        console.log(file);
      };
      await page.goto(`${base}/password-reset`, { waitUntil: 'networkidle' });
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      await shot('password-reset-request', 'Forgot Your Password?');
      await page.getByLabel('Email address').fill(`${strangers.pop()}@example.com`);
      await page.getByRole('button', { name: 'Email me a link' }).click();
      await shot('password-reset-sent', 'Check Your Email');
      await page.goto(base + link, { waitUntil: 'networkidle' });
      await shot('password-reset-new', 'Choose a New Password');
      await page.goto(`${base}/password-reset/new?token=a-link-that-no-longer-works-0123456789`, {
        waitUntil: 'networkidle',
      });
      await shot('password-reset-bad-link', 'This Link No Longer Works');
      await context.close();
    }
  }
}

if (
  process.argv.includes('--build') ||
  !existsSync('dist/client/index.html') ||
  !existsSync('dist/server/index.js')
) {
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const site = await startSite();
const { base, browser } = site;
try {
  mkdirSync(outDir, { recursive: true });
  const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice(7);
  for (const [size, viewport] of sizes) {
    for (const scheme of schemes) {
      // No service worker: each shot shows what a first visit paints, not a cached copy.
      const context = await browser.newContext({ viewport, colorScheme: scheme, serviceWorkers: 'block' });
      const page = await context.newPage();
      for (const [name, path] of pages) {
        if (only && !only.split(',').includes(name)) continue;
        await page.goto(base + path, { waitUntil: 'networkidle' });
        const file = `${outDir}/${name}-${size}-${scheme}.png`;
        await page.screenshot({ path: file });
        console.log(file);
      }
      if (size === 'phone' && !only) {
        // The open menu, so a reviewer sees the navigation a phone visitor gets.
        await page.goto(base, { waitUntil: 'networkidle' });
        await page.locator('summary', { hasText: 'Menu' }).click();
        const file = `${outDir}/menu-${size}-${scheme}.png`;
        await page.screenshot({ path: file });
        console.log(file);
      }
      await context.close();
    }
  }
  if (!only || only.split(',').includes('members')) await membersShots(browser);
  if (!only || only.split(',').includes('password-reset')) await passwordResetShots(browser);
} finally {
  await site.stop();
}
