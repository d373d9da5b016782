// node scripts/screenshots-app-screens.mjs: the app screens of issue 24 (the chat, empty and with a
// conversation; the agent console, its queue and a question opened from the keyboard) at 390x844
// and 1366x900, light and dark, into docs/screenshots/. The production build on loopback with the
// demo accounts, as scripts/screenshots.mjs does for the rest of the site (run `npm run build` first).
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { chromium } from 'playwright-core';
import { freePort } from './free-port.mjs';

const sizes = [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1366, height: 900 }],
];
const outDir = 'docs/screenshots';
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const dataDir = `.tmp/screenshots-app-${process.pid}`;

async function logIn(page, username, password) {
  await page.goto(`${base}/login`, { waitUntil: 'networkidle' });
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.getByLabel('Username or email').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL(/\/dashboard/);
}

async function shot(page, name) {
  const file = `${outDir}/${name}.png`;
  await page.screenshot({ path: file });
  console.log(file);
}

async function chatShots(browser, size, viewport, scheme, first) {
  const context = await browser.newContext({ viewport, colorScheme: scheme, serviceWorkers: 'block' });
  const page = await context.newPage();
  await logIn(page, 'demo', 'harbor-demo-2026');
  await page.goto(`${base}/dashboard/chat`, { waitUntil: 'networkidle' });
  const list = page.getByRole('navigation', { name: 'Your conversations' });
  // The first run asks two questions (the server keeps them); the empty screen is a new conversation.
  if (!first) {
    const toggle = list.locator('.chat-list__toggle');
    if (await toggle.isVisible()) await toggle.click();
    await list.locator('.chat-list__item').first().click();
  } else {
    for (const question of ['What does Medicare Part B cover?', 'And when should I sign up for it?']) {
      await page.getByLabel('Your message').fill(question);
      await page.getByRole('button', { name: 'Send', exact: true }).click();
      await page.getByRole('button', { name: 'Send', exact: true }).waitFor({ timeout: 20_000 });
      await sleep(800);
    }
  }
  await sleep(300);
  await shot(page, `chat-conversation-${size}-${scheme}`);
  await page.getByRole('button', { name: /New conversation/ }).click();
  await shot(page, `chat-empty-${size}-${scheme}`);
  await context.close();
}

async function consoleShots(browser, size, viewport, scheme) {
  const context = await browser.newContext({ viewport, colorScheme: scheme, serviceWorkers: 'block' });
  const page = await context.newPage();
  await logIn(page, 'agent', 'harbor-agent-2026');
  await page.goto(`${base}/dashboard/agent`, { waitUntil: 'networkidle' });
  await page.locator('.console__row-link').first().focus();
  await page.keyboard.press('j');
  await shot(page, `agent-queue-${size}-${scheme}`);
  await page.keyboard.press('Enter');
  await page.locator('#question-title').waitFor();
  await sleep(300);
  await shot(page, `agent-question-${size}-${scheme}`);
  await context.close();
}

const server = spawn(process.execPath, ['dist/server/index.js'], {
  stdio: ['ignore', 'ignore', 'inherit'],
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SITE_URL: base },
});
let browser;
try {
  for (let attempt = 0; ; attempt += 1) {
    if (attempt > 120) throw new Error('the server did not answer /api/health within a minute');
    if (
      await globalThis.fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await sleep(500);
  }
  browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  mkdirSync(outDir, { recursive: true });
  let first = true;
  for (const [size, viewport] of sizes) {
    for (const scheme of ['light', 'dark']) {
      await chatShots(browser, size, viewport, scheme, first);
      first = false;
      await consoleShots(browser, size, viewport, scheme);
    }
  }
} finally {
  await browser?.close();
  server.kill();
  rmSync(dataDir, { recursive: true, force: true });
}
