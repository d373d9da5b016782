import { defineConfig, devices } from '@playwright/test';

// Browser journeys run against the production build served by the real server, on a fresh
// embedded database. scripts/e2e.mjs finds the browser and passes it in CHROMIUM_PATH.
const port = Number(process.env.E2E_PORT ?? 4310);
const baseURL = `http://127.0.0.1:${port}`;
const dataDir = `.tmp/e2e-data-${process.env.E2E_RUN_ID ?? 'local'}`;

export default defineConfig({
  testDir: 'e2e',
  outputDir: `.tmp/test-results-${process.env.E2E_RUN_ID ?? 'local'}`,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // Three workers on two cores: a journey waits on the server, a page load or an animation for part of
  // its time, and a third worker fills it (decision 020, amended 2026-11-28: 451 s -> 377-427 s).
  workers: Number(process.env.E2E_WORKERS ?? 3),
  // No retries, in CI either: a flaky journey is fixed, not retried (decision 020).
  retries: 0,
  // The JSON report is read by scripts/e2e.mjs to print the count and the duration.
  reporter: [['list'], ['json', { outputFile: `.tmp/e2e-report-${process.env.E2E_RUN_ID ?? 'local'}.json` }]],
  use: {
    baseURL,
    // A trace records every action of every journey to keep the failing ones: about a fifth of the
    // journeys' CPU, for files nobody opens in CI (its log is all it leaves). E2E_TRACE=1 keeps them.
    trace: process.env.E2E_TRACE === '1' ? 'retain-on-failure' : 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || undefined,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: `rm -rf ${dataDir} && node dist/server/index.js`,
    url: `${baseURL}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      // Its own fresh embedded database, even where CI sets DATABASE_URL for the server suite:
      // journeys must not meet what another run left in a shared PostgreSQL.
      DATABASE_URL: '',
      // The e2e runner's loopback SMTP server (scripts/e2e-mail-sink.mjs); unset, emails stay in
      // the outbox and the development page shows them.
      SMTP_URL: process.env.E2E_SMTP_URL ?? '',
      SITE_URL: baseURL,
      NODE_ENV: 'test',
      SEED_DEMO: 'true',
      RATE_LIMIT_SCALE: '50',
    },
  },
});
