// node scripts/screenshots/app-screens.mjs: the app screens (the chat, empty and with a
// conversation; the agent console, its queue and a question opened from the keyboard) at 390x844
// and 1366x900, light and dark, into .screenshots/. The production build on loopback with the
// demo accounts, as scripts/screenshots.mjs does for the rest of the site (run `npm run build` first).
import { mkdirSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { logIn as logInAt, outDir, sizes, startSite } from './site.mjs';

const site = await startSite();
const { base } = site;
const logIn = (page, username, password) => logInAt(page, base, username, password);

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

try {
  mkdirSync(outDir, { recursive: true });
  let first = true;
  for (const [size, viewport] of sizes) {
    for (const scheme of ['light', 'dark']) {
      await chatShots(site.browser, size, viewport, scheme, first);
      first = false;
      await consoleShots(site.browser, size, viewport, scheme);
    }
  }
} finally {
  await site.stop();
}
