// Browser journeys: finds (or installs) Chromium, then runs Playwright against the production
// build served by the real server (playwright.config.ts starts it on a fresh embedded database).
import { spawnSync } from 'node:child_process';
import { ensureBrowser } from './ensure-browser.mjs';

const browser = ensureBrowser();
const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, CHROMIUM_PATH: browser },
});
process.exit(result.status ?? 1);
