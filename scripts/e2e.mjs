// Browser journeys: finds (or installs) Chromium, picks a free port, then runs Playwright against
// the production build served by the real server (playwright.config.ts starts it on a fresh
// embedded database of its own, so runs never share state).
import { spawnSync } from 'node:child_process';
import { freePort } from './free-port.mjs';
import { ensureBrowser } from './ensure-browser.mjs';

const browser = ensureBrowser();
const port = process.env.E2E_PORT ?? String(await freePort());
const runId = process.env.E2E_RUN_ID ?? `${Date.now().toString(36)}-${process.pid}`;
const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, CHROMIUM_PATH: browser, E2E_PORT: port, E2E_RUN_ID: runId },
});
process.exit(result.status ?? 1);
