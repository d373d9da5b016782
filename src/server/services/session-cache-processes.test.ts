// Two server processes on one PostgreSQL (decision 145): a session made on one works on the other,
// and a logout on one is refused by the other on the very next request, with both processes having
// the session in their caches. PostgreSQL only: the embedded database belongs to one process.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createServer } from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../env';
import { newAccount } from '../test/test-app';

const baseUrl = loadEnv().DATABASE_URL;
const name = `t_${randomBytes(6).toString('hex')}`;
const children: ChildProcess[] = [];

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

async function startServer(databaseUrl: string): Promise<string> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/index.ts'], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'test',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'info',
    },
  });
  children.push(child);
  // Listening is logged as JSON on stdout.
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const until = Date.now() + 60_000;
  while (!output.includes('server.listening')) {
    if (Date.now() > until || child.exitCode !== null) throw new Error(`server did not start: ${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return `http://127.0.0.1:${port}`;
}

describe.skipIf(!baseUrl)('two server processes on one PostgreSQL', () => {
  let a: string;
  let b: string;

  beforeAll(async () => {
    await admin(`CREATE DATABASE "${name}"`);
    const url = new URL(baseUrl!);
    url.pathname = `/${name}`;
    // One after the other: the first migrates.
    a = await startServer(url.toString());
    b = await startServer(url.toString());
  }, 120_000);

  afterAll(async () => {
    for (const child of children) {
      if (child.exitCode !== null) continue;
      child.kill('SIGTERM');
      await once(child, 'exit');
    }
    await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  }, 60_000);

  const me = (server: string, cookie: string) =>
    fetch(`${server}/api/auth/getByAuthToken`, { headers: { Cookie: cookie } });

  it('a logout on one process is refused by the other on the next request', async () => {
    for (let round = 0; round < 5; round += 1) {
      const registered = await fetch(`${a}/api/auth/register`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: a },
        body: JSON.stringify(newAccount()),
      });
      expect(registered.status).toBe(201);
      const cookie = registered.headers.getSetCookie()[0]!.split(';')[0]!;
      // Both processes look it up twice: the second answer of each is from its cache.
      for (const server of [a, b, a, b]) expect((await me(server, cookie)).status).toBe(200);
      // Logged out on one side, refused at once on both, in either direction.
      const [out, other] = round % 2 ? [b, a] : [a, b];
      const loggedOut = await fetch(`${out}/api/auth/logout`, {
        method: 'POST',
        headers: { Cookie: cookie, Origin: out },
      });
      expect(loggedOut.status).toBe(200);
      expect((await me(other, cookie)).status).toBe(401);
      expect((await me(out, cookie)).status).toBe(401);
    }
  });

  it('ending the other sessions on one process ends them on the other at once', async () => {
    const account = newAccount();
    const registered = await fetch(`${a}/api/auth/register`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: a },
      body: JSON.stringify(account),
    });
    const first = registered.headers.getSetCookie()[0]!.split(';')[0]!;
    const login = await fetch(`${b}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: b },
      body: JSON.stringify({ usernameOrEmail: account.username, password: account.password }),
    });
    const second = login.headers.getSetCookie()[0]!.split(';')[0]!;
    for (const server of [a, b, a, b]) expect((await me(server, second)).status).toBe(200);
    const ended = await fetch(`${a}/api/account/sessions/end-others`, {
      method: 'POST',
      headers: { Cookie: first, Origin: a, 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(ended.status).toBe(200);
    expect((await me(b, second)).status).toBe(401);
    expect((await me(b, first)).status).toBe(200);
  });
});
