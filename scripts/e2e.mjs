// Browser journeys: finds (or installs) Chromium, picks a free port, starts a loopback SMTP server
// for the app's emails, then runs Playwright against the production build served by the real
// server (playwright.config.ts starts it on a fresh embedded database of its own, so runs never
// share state).
import { spawn } from 'node:child_process';
import { ensureBrowser } from './ensure-browser.mjs';
import { freePort } from './free-port.mjs';
import { startMailSink } from './e2e-mail-sink.mjs';

const browser = ensureBrowser();
const port = process.env.E2E_PORT ?? String(await freePort());
const runId = process.env.E2E_RUN_ID ?? `${Date.now().toString(36)}-${process.pid}`;
const mail = await startMailSink(`.tmp/e2e-mail-${runId}`);
// Asynchronous, so this process keeps answering SMTP while Playwright runs.
const child = spawn('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: {
    ...process.env,
    CHROMIUM_PATH: browser,
    E2E_PORT: port,
    E2E_RUN_ID: runId,
    E2E_SMTP_URL: mail.url,
    E2E_MAIL_FILE: mail.file,
  },
});
const status = await new Promise((resolve) => child.on('exit', (code) => resolve(code ?? 1)));
await mail.close();
process.exit(status);
