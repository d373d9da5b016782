// npm run screenshots: the first screen of seven pages at phone and desktop sizes, light and dark, and
// the members' screens as the demo member and agent see them, taken from the production build served
// on loopback (with the demo accounts, which a development start seeds), into docs/screenshots/.
// Builds first when dist/ is missing (or with --build). Uses playwright-core and /usr/bin/chromium.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { freePort } from './free-port.mjs';
import { setTimeout as sleep } from 'node:timers/promises';
import { chromium } from 'playwright-core';

const pages = [
  ['home', '/'],
  ['service', '/services/health/medicare'],
  ['guide', '/resources/medicare-guide'],
  ['article', '/articles/medicare/medigap-vs-medicare-advantage'],
  ['calculator', '/resources/retirement-calculator'],
  ['quote', '/quote'],
  ['contact', '/contact'],
  // A confirmation link that did not work (issue 23): the refusal and the way to a new link.
  ['subscribe-bad-link', '/subscribe/success?token=c.bm90LWEtcmVhbC10b2tlbg.AAAAAAAAAAAAAAAAAAAAAA'],
];
const sizes = [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1366, height: 900 }],
];
const schemes = ['light', 'dark'];
const outDir = 'docs/screenshots';

async function waitForHealth(base, server) {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    if (server.exitCode !== null) throw new Error('the server stopped before it answered');
    try {
      if ((await globalThis.fetch(`${base}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await sleep(500);
  }
  throw new Error('the server did not answer /api/health within a minute');
}

// The members' screens, as the demo member and the demo agent see them (docs/demo-accounts.md):
// light at both sizes, and the dashboard and console in dark on a desktop too.
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

async function logIn(page, username, password) {
  await page.goto(`${base}/login`, { waitUntil: 'networkidle' });
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.getByLabel('Username or email').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL(/\/dashboard/);
}

async function membersShots(browser) {
  const people = [
    ['demo', 'harbor-demo-2026', memberPages],
    ['agent', 'harbor-agent-2026', agentPages],
  ];
  for (const [username, password, list] of people) {
    for (const [size, viewport] of sizes) {
      for (const scheme of size === 'desktop' ? schemes : ['light']) {
        const context = await browser.newContext({ viewport, colorScheme: scheme, serviceWorkers: 'block' });
        const page = await context.newPage();
        await logIn(page, username, password);
        for (const [name, path] of list) {
          if (scheme === 'dark' && path.split('/').length > 3) continue;
          await page.goto(base + path, { waitUntil: 'networkidle' });
          const file = `${outDir}/${name}-${size}-${scheme}.png`;
          await page.screenshot({ path: file });
          console.log(file);
        }
        await context.close();
      }
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

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const dataDir = `.tmp/screenshots-data-${process.pid}`;
const server = spawn(process.execPath, ['dist/server/index.js'], {
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SITE_URL: base,
    LOG_LEVEL: 'warn',
  },
});

let browser;
try {
  await waitForHealth(base, server);
  browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
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
  if (!only) await membersShots(browser);
} finally {
  await browser?.close();
  server.kill();
  rmSync(dataDir, { recursive: true, force: true });
}
