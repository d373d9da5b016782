// The production build served on loopback for screenshots: a fresh embedded database of its own
// (with the demo accounts, which a start seeds), optionally a copy of the built client that a
// script may change (as a deploy would), and Debian's Chromium through playwright-core.
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { chromium } from 'playwright-core';
import { ensureBrowser } from '../ensure-browser.mjs';
import { freePort } from '../free-port.mjs';

export const sizes = [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1366, height: 900 }],
];
export const schemes = ['light', 'dark'];
// Produced, not committed (ignored in .gitignore): run the scripts again to see the screens as they are.
export const outDir = '.screenshots';

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

/**
 * Starts the built server (listening on 127.0.0.1, named `siteHost` in SITE_URL); with `copyClient` it serves a copy of dist/client (`clientDir`) that the
 * caller may rewrite. `stop()` ends the server and removes what it made.
 */
export async function startSite({ copyClient = false, siteHost = '127.0.0.1' } = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'harbor-shots-'));
  const clientDir = join(dir, 'client');
  if (copyClient) cpSync('dist/client', clientDir, { recursive: true });
  const port = await freePort();
  // `siteHost: 'localhost'` for passkeys, which belong to a host name and never to an address.
  const base = `http://${siteHost}:${port}`;
  const server = spawn(process.execPath, ['dist/server/index.js'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: join(dir, 'data'),
      SITE_URL: base,
      LOG_LEVEL: 'warn',
      ...(copyClient ? { STATIC_DIR: clientDir } : {}),
    },
  });
  await waitForHealth(`http://127.0.0.1:${port}`, server);
  // The full browser, as a person's Chrome renders (found or installed as the bench finds it); a
  // browser that cannot start must not leave the server running.
  const browser = await chromium
    .launch({ executablePath: ensureBrowser('full'), args: ['--no-sandbox', '--disable-gpu'] })
    .catch((error) => {
      server.kill();
      throw error;
    });
  return {
    base,
    browser,
    clientDir,
    async stop() {
      await browser.close();
      server.kill();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Logs a demo account in through the login page (docs/demo-accounts.md). */
export async function logIn(page, base, username, password) {
  await page.goto(`${base}/login`, { waitUntil: 'networkidle' });
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.getByLabel('Username or email').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL(/\/dashboard/);
}
