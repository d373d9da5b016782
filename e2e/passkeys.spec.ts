// Passkeys in a real browser (decision 210): Chromium's virtual authenticator (the DevTools
// protocol's WebAuthn domain) stands in for a fingerprint reader. A member adds a passkey on the
// account page, logs out and signs in with it; then the authenticator's real answers are refused
// when replayed, when they claim another account, and when they were made on another origin.
//
// A passkey belongs to a domain name, never to an IP address, so this journey starts its own server
// on http://localhost:<port> with SITE_URL to match (the shared journey server is 127.0.0.1).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type APIRequestContext, type CDPSession, type Page } from '@playwright/test';
import { freePort } from '../src/server/test/server-process';
import { registerViaApi } from './question-support';
import { waitForHydration, watchConsole } from './support';

let server: ChildProcess;
let dataDir: string;
let origin: string;
let elsewhere: Server;
let elsewhereOrigin: string;

async function waitForHealth(url: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited:\n${output().slice(-2000)}`);
    const ok = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(10_000) }).then(
      (res) => res.status === 200,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server not ready:\n${output().slice(-2000)}`);
}

test.beforeAll(async () => {
  test.setTimeout(300_000);
  const port = await freePort();
  origin = `http://localhost:${port}`;
  dataDir = await mkdtemp(join(tmpdir(), 'passkeys-e2e-'));
  let output = '';
  server = spawn(process.execPath, ['dist/server/index.js'], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SITE_URL: origin,
      NODE_ENV: 'test',
      SEED_DEMO: 'false',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SMTP_URL: '',
      RATE_LIMIT_SCALE: '50',
    },
  });
  server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await waitForHealth(`http://127.0.0.1:${port}`, server, () => output);

  // Another origin on the same host name: a page there may ask the same authenticator for a
  // passkey of "localhost", but what it signs names its own origin.
  const otherPort = await freePort();
  elsewhereOrigin = `http://localhost:${otherPort}`;
  elsewhere = createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html' });
    res.end('<!doctype html><title>Elsewhere</title><p>Another site</p>');
  });
  await new Promise<void>((resolve) => elsewhere.listen(otherPort, '127.0.0.1', resolve));
});

test.afterAll(async () => {
  test.setTimeout(60_000);
  server?.kill('SIGTERM');
  await new Promise((resolve) => server?.once('exit', resolve));
  await new Promise((resolve) => elsewhere?.close(resolve));
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** A virtual platform authenticator that verifies the user (a fingerprint that always matches). */
async function addAuthenticator(page: Page): Promise<{ cdp: CDPSession; id: string }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, id: authenticatorId };
}

const postJson = (request: APIRequestContext, path: string, data: unknown) =>
  request.post(path, { data, headers: { Origin: origin } });

/** The user handle the server gives an account: its id's bytes, base64url. */
const handleOf = (userId: string) => Buffer.from(userId).toString('base64url');

test('a member adds a passkey, logs out, signs in with it; replayed, borrowed and foreign answers are refused', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const context = await browser.newContext({ baseURL: origin });
  const page = await context.newPage();
  const problems = watchConsole(page);
  const { cdp, id: authenticatorId } = await addAuthenticator(page);
  const member = await registerViaApi(context.request, origin);

  // Add a passkey on the account page: the password first, then the device's prompt.
  await page.goto('/dashboard/account');
  await waitForHydration(page);
  const section = page.getByRole('region', { name: /Passkeys/ });
  await expect(section.getByText('You have no passkeys yet.')).toBeVisible();
  await section.getByLabel('A name for this passkey').fill('My laptop');
  await section.getByLabel('Your password').fill('not the password');
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(section.getByText('Your password is not right.').first()).toBeVisible();
  await section.getByLabel('Your password').fill(member.password);
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(page.getByText('Your passkey “My laptop” is added.', { exact: false })).toBeVisible();
  const list = page.getByRole('list', { name: 'Your passkeys' });
  await expect(list.getByText('My laptop')).toBeVisible();
  await expect(list.getByText(/not used yet/)).toBeVisible();
  const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  expect(credentials).toHaveLength(1);
  expect(credentials[0]?.isResidentCredential).toBe(true);
  expect(credentials[0]?.rpId).toBe('localhost');
  const profile = (await (await context.request.get('/api/account/profile')).json()) as {
    user: { id: string };
  };
  expect(credentials[0]?.userHandle).toBe(Buffer.from(profile.user.id).toString('base64'));

  // Log out, then sign in with the passkey alone.
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(`${origin}/`);
  expect((await context.request.get('/api/account/profile')).status()).toBe(401);
  await page.goto('/login');
  // One tap, before the page's app runs (the login page starts it on demand): the press is held
  // and made again once it runs, within the tap's activation, which WebAuthn asks for.
  const button = page.getByRole('button', { name: 'Sign in with a passkey' });
  await expect(button).toBeEnabled();
  await expect(page.locator('html[data-hydrated]')).toHaveCount(0);
  const sent = page.waitForRequest('**/api/auth/passkey/login');
  await button.click();
  await expect(page).toHaveURL(`${origin}/dashboard`);
  await expect(page.getByText(member.firstName).first()).toBeVisible();
  const firstAnswer: unknown = (await sent).postDataJSON();

  // The same answer again: its challenge is used up.
  const replay = await postJson(context.request, '/api/auth/passkey/login', firstAnswer);
  expect(replay.status()).toBe(401);

  // A fresh real answer, held back from the server, then sent claiming another account.
  const other = await browser.newContext({ baseURL: origin });
  await registerViaApi(other.request, origin);
  const otherProfile = (await (await other.request.get('/api/account/profile')).json()) as {
    user: { id: string };
  };
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(`${origin}/`);
  let held: { credential: { response: Record<string, string> } } | undefined;
  await page.route('**/api/auth/passkey/login', async (route) => {
    held = route.request().postDataJSON() as typeof held;
    await route.fulfill({ status: 401, contentType: 'application/json', body: '{"message":"held"}' });
  });
  await page.goto('/login');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page.getByRole('alert')).toContainText('We could not sign you in with this passkey');
  await page.unroute('**/api/auth/passkey/login');
  expect(held?.credential.response.userHandle).toBe(handleOf(profile.user.id));
  const borrowed = structuredClone(held!);
  borrowed.credential.response.userHandle = handleOf(otherProfile.user.id);
  expect((await postJson(context.request, '/api/auth/passkey/login', borrowed)).status()).toBe(401);
  await other.close();

  // An answer made on another origin for the same host name, to a real challenge of the site.
  const options = (await (await postJson(context.request, '/api/auth/passkey/options', {})).json()) as {
    options: { challenge: string };
  };
  await page.goto(elsewhereOrigin);
  const foreign = await page.evaluate(async (challenge) => {
    const bytes = Uint8Array.from(atob(challenge.replace(/-/g, '+').replace(/_/g, '/')), (c) =>
      c.charCodeAt(0),
    );
    const credential = (await navigator.credentials.get({
      publicKey: { challenge: bytes, rpId: 'localhost', userVerification: 'required' },
    })) as PublicKeyCredential;
    return credential.toJSON();
  }, options.options.challenge);
  const refused = await postJson(context.request, '/api/auth/passkey/login', { credential: foreign });
  expect(refused.status()).toBe(401);
  expect(cookiesNamed(await context.cookies(origin), 'auth_token')).toHaveLength(0);

  // The password still works, and the passkey shows when it was last used.
  await page.goto(`${origin}/login`);
  await waitForHydration(page);
  await page.getByLabel('Username or email').fill(member.username);
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(`${origin}/dashboard`);
  await page.goto('/dashboard/account');
  await expect(list.getByText(/last used/)).toBeVisible();
  await list.getByRole('button', { name: 'Remove the passkey My laptop' }).click();
  await expect(page.getByText('You have no passkeys yet.')).toBeVisible();

  // What the refusals above log (a 400 for the wrong password, the held 401) is expected.
  expect(problems.filter((line) => !/\b40[01]\b/.test(line))).toEqual([]);
  await context.close();
});

const cookiesNamed = (cookies: { name: string; value: string }[], name: string) =>
  cookies.filter((cookie) => cookie.name === name && cookie.value);
