// Browser journeys: finds (or installs) Chromium, picks a free port, starts a loopback SMTP server
// for the app's emails, then runs Playwright against the production build served by the real
// server (playwright.config.ts starts it on a fresh embedded database of its own, so runs never
// share state).
import { spawn } from 'node:child_process';
import { ensureBrowser } from './ensure-browser.mjs';
import { freePort } from './free-port.mjs';
import { startMailSink } from './e2e-mail-sink.mjs';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const browser = ensureBrowser('shell');
// The notification journey needs the full browser (the shell denies notifications, decision 240).
const fullBrowser = ensureBrowser('full');
const port = process.env.E2E_PORT ?? String(await freePort());
const runId = process.env.E2E_RUN_ID ?? `${Date.now().toString(36)}-${process.pid}`;
const mail = await startMailSink(`.tmp/e2e-mail-${runId}`);
// Asynchronous, so this process keeps answering SMTP while Playwright runs.
const child = spawn('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: {
    ...process.env,
    CHROMIUM_PATH: browser,
    CHROMIUM_FULL_PATH: fullBrowser,
    E2E_PORT: port,
    E2E_RUN_ID: runId,
    E2E_SMTP_URL: mail.url,
    E2E_MAIL_FILE: mail.file,
  },
});
const status = await new Promise((resolve) => child.on('exit', (code) => resolve(code ?? 1)));
await mail.close();
if (status !== 0) printFailedPages(`.tmp/test-results-${runId}`);
printSummary(`.tmp/e2e-report-${runId}.json`);
process.exit(status);

/** One line with the journeys' count by outcome and the wall time, from Playwright's JSON report. */
function printSummary(file) {
  if (!existsSync(file)) return;
  const { stats, suites } = JSON.parse(readFileSync(file, 'utf8'));
  const files = new Set(suites.map((suite) => suite.file)).size;
  console.log(
    `Journeys: ${stats.expected + stats.unexpected + stats.flaky + stats.skipped} in ${files} files, ` +
      `${stats.expected} passed, ${stats.unexpected} failed, ${stats.flaky} flaky, ${stats.skipped} skipped, ` +
      `${(stats.duration / 1000).toFixed(0)} s`,
  );
}

/**
 * What the page showed when each journey failed (Playwright's error-context.md, an accessibility
 * snapshot), cut short: CI keeps only its log, and a failure seen only there was otherwise a guess.
 */
function printFailedPages(dir) {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir)) {
    const file = join(dir, entry, 'error-context.md');
    if (!existsSync(file)) continue;
    const all = readFileSync(file, 'utf8')
      .split('\n')
      .filter((line) => line.trim() && !line.startsWith('```') && !line.trim().startsWith('- /url:'));
    // The page's main part: the header and its menus are the same on every page.
    const main = all.findIndex((line) => /^\s*- main\b/.test(line));
    const lines = main >= 0 ? all.slice(main) : all;
    const shown = lines.slice(0, 60);
    console.log(`\nThe page when "${entry}" failed:\n${shown.join('\n')}`);
    if (lines.length > shown.length) console.log(`  (${lines.length - shown.length} more lines in ${file})`);
  }
}
