// The deployment of docs/deploy.md seen from a browser: nginx in front of two server processes on
// one PostgreSQL, serving the production build. A visitor loads a prerendered page, registers,
// opens the dashboard, asks a question and sends the contact form while one process is stopped
// (SIGTERM) and started again. Every step shows its result and no request fails, in the page or in
// nginx's own log. The server-side checks of the same setup are src/server/faults/behind-nginx.test.ts.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type BrowserContext } from '@playwright/test';
import { ensureNginx, startNginx, type RunningNginx } from '../src/server/test/nginx';
import {
  freePort,
  postgresUrl,
  serverStorage,
  startServer,
  type ServerProcess,
} from '../src/server/test/server-process';
import { fillRegistration, newUser, waitForHydration } from './support';

const nginx = postgresUrl() ? ensureNginx() : { missing: 'DATABASE_URL is not set' };
const skipReason = 'missing' in nginx ? nginx.missing : undefined;
const UUID = /\/dashboard\/question\/[0-9a-f-]{36}$/;

let proxy: RunningNginx;
let servers: ServerProcess[] = [];
let storage: Awaited<ReturnType<typeof serverStorage>>;
let dir: string;
let accessLog: string;
let env: Record<string, string>;

/** nginx's log so far, one entry per request: final status, request, upstreams tried. */
async function served() {
  const text = await readFile(accessLog, 'utf8').catch(() => '');
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [status, method, path, ...upstream] = line.split(' ');
      return { status: Number(status), request: `${method} ${path}`, upstream: upstream.join(' '), line };
    });
}

/** What the person would notice: failed loads and 5xx answers, for pages and the service worker. */
function watchFailures(context: BrowserContext): string[] {
  const failures: string[] = [];
  context.on('requestfailed', (request) => {
    const reason = request.failure()?.errorText ?? 'failed';
    // A navigation cancels what the page it leaves was still fetching: that is not a failure.
    if (reason !== 'net::ERR_ABORTED') failures.push(`${request.method()} ${request.url()}: ${reason}`);
  });
  context.on('response', (response) => {
    if (response.status() >= 500) failures.push(`${response.status()} ${response.url()}`);
  });
  return failures;
}

test.describe(`a browser journey through nginx while one process restarts${skipReason ? ` (skipped: ${skipReason})` : ''}`, () => {
  test.skip(!!skipReason, skipReason);

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    storage = await serverStorage();
    dir = await mkdtemp(join(tmpdir(), 'e2e-nginx-'));
    accessLog = join(dir, 'access.log');
    const proxyPort = await freePort();
    env = { SITE_URL: `http://127.0.0.1:${proxyPort}`, TRUST_PROXY: 'true', RATE_LIMIT_SCALE: '50' };
    servers = await Promise.all([0, 1].map(() => startServer({ ...storage.options, env, from: 'build' })));
    proxy = await startNginx({
      binary: (nginx as { path: string }).path,
      dir,
      port: proxyPort,
      upstreams: servers.map((server) => server.port),
      accessLog,
    });
  });

  test.afterAll(async () => {
    await proxy?.stop();
    await Promise.all(servers.map((server) => server.stop()));
    await storage?.remove();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  test('a visitor registers, asks and writes to the agency while a process restarts', async ({ browser }) => {
    test.setTimeout(180_000);
    const context = await browser.newContext({ baseURL: proxy.url });
    const failures = watchFailures(context);
    const page = await context.newPage();
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    const [a, b] = servers as [ServerProcess, ServerProcess];
    /** An entry answered by that process alone, at the first try. */
    const answeredBy = (port: number) => new RegExp(`^127\\.0\\.0\\.1:${port} \\d{3}$`);

    // Both processes up: a prerendered page.
    await page.goto('/');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    // Process A is told to stop while the visitor goes to register (and the service worker is
    // still filling its precache through the proxy).
    const stopped = a.stop('SIGTERM');
    const user = newUser();
    await page.goto('/register');
    await waitForHydration(page);
    await fillRegistration(page, user);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(/\/subscribe$/, { timeout: 30_000 });
    expect(await stopped, a.output().slice(-3000)).toBe(0);

    // A is down, then starting again, while the member opens the dashboard and asks a question.
    const restartFrom = (await served()).length;
    const back = startServer({ ...storage.options, port: a.port, env, from: 'build' });
    await page.goto('/dashboard');
    await waitForHydration(page);
    await expect(page.getByText(user.firstName).first()).toBeVisible();
    await page.goto('/dashboard/ask');
    await waitForHydration(page);
    const title = 'Does our policy cover the boat shed by the harbor?';
    await page.getByLabel('Your question in one line').fill(title);
    await page
      .getByLabel('Details')
      .fill('We built a shed for the dinghy last spring. Is it covered, and for how much?');
    await page.getByLabel('Topic').selectOption('home');
    await page.getByRole('button', { name: 'Send question' }).click();
    await expect(page).toHaveURL(UUID, { timeout: 30_000 });
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const questionPath = new URL(page.url()).pathname;
    const whileRestarting = (await served()).slice(restartFrom);

    servers[0] = await back;
    const upFrom = (await served()).length;

    // A is back: the contact form, then the question page a few times (round robin reaches both).
    await page.goto('/contact');
    await waitForHydration(page);
    await page.getByLabel('Your name').fill('Eleanor Whitcomb');
    await page.getByLabel('Email address').fill(user.email);
    await page.getByLabel('Topic').selectOption('other');
    await page.getByLabel('Your message').fill('Sent while the site was being restarted behind nginx.');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByTestId('contact-reference')).toHaveText(/^CM-[2-9A-HJKMNP-Z]{6}$/);
    await expect
      .poll(
        async () => {
          await page.goto(questionPath);
          await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
          return (await served()).slice(upFrom).some((entry) => answeredBy(a.port).test(entry.upstream));
        },
        { timeout: 30_000, message: 'the restarted process answers part of the journey' },
      )
      .toBe(true);

    // While A was away, B carried the journey.
    expect(whileRestarting.some((entry) => answeredBy(b.port).test(entry.upstream))).toBe(true);
    const log = await served();
    expect(log.filter((entry) => entry.status >= 500).map((entry) => entry.line)).toEqual([]);
    expect(failures).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
