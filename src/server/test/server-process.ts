// The real server as a child process on a free loopback port, for the fault tests: signals,
// kill -9, two processes on one database, raw sockets. From source under tsx when vitest runs on
// its own (there may be no build, or an old one); the compiled server `npm run serve` runs when
// `npm test` has just built it and says so (TEST_SERVER_FROM=build, scripts/test.mjs): the same
// code, started in half the time and CPU (decision 161).
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { scratchPostgres, testPostgresUrl } from './test-db';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  url: string;
  port: number;
  child: ChildProcess;
  /** Everything the process wrote to stdout (JSON log lines) and stderr so far. */
  output(): string;
  /** Resolves with the exit code (or signal name) once the process has ended. */
  exited: Promise<number | string>;
  /** Sends the signal and waits for the exit. */
  stop(signal?: NodeJS.Signals): Promise<number | string>;
}

export interface StartOptions {
  /** PGlite data folder; ignored when databaseUrl is given. */
  dataDir?: string;
  databaseUrl?: string;
  port?: number;
  env?: Record<string, string>;
  /** How long to wait for /api/health to answer 200. */
  readyTimeoutMs?: number;
  /**
   * 'build' runs the compiled server (`dist/server/index.js`), for callers that run after the
   * build (the browser journeys): it starts in about half the time and memory of the source under
   * tsx. The default is serverEntry()'s.
   */
  from?: 'source' | 'build';
}

/** Where a test's server processes come from when it does not say: the build once `npm test` made it. */
export const serverEntry = (): 'source' | 'build' =>
  process.env.TEST_SERVER_FROM === 'build' ? 'build' : 'source';

export async function startServer(options: StartOptions): Promise<ServerProcess> {
  try {
    return await startOnce(options, options.port ?? (await freePort()));
  } catch (error) {
    // A port found free can be taken by another test's process before this one listens: pick again.
    if (options.port || !/EADDRINUSE/.test(String(error))) throw error;
    return startOnce(options, await freePort());
  }
}

async function startOnce(options: StartOptions, port: number): Promise<ServerProcess> {
  const url = `http://127.0.0.1:${port}`;
  const entry =
    (options.from ?? serverEntry()) === 'build'
      ? ['dist/server/index.js']
      : ['--import', 'tsx', 'src/server/index.ts'];
  const child = spawn(process.execPath, entry, {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SITE_URL: url,
      NODE_ENV: 'test',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'info',
      DATA_DIR: options.dataDir ?? '',
      DATABASE_URL: options.databaseUrl ?? '',
      SMTP_URL: '',
      ...options.env,
    },
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')),
  );
  let ended = false;
  void exited.then(() => (ended = true));

  const deadline = Date.now() + (options.readyTimeoutMs ?? 90_000);
  for (;;) {
    if (ended) {
      const code = await exited;
      throw new Error(`server exited (${code}) before it was ready:\n${output.slice(-3000)}`);
    }
    // Its own "listening" line first: another test's server that took the port would answer too.
    if (output.includes('"event":"server.listening"')) {
      try {
        const res = await fetch(`${url}/api/health`);
        if (res.status === 200) break;
      } catch {
        // Not answering yet.
      }
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server not ready in time:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    port,
    child,
    output: () => output,
    exited,
    stop: (signal = 'SIGTERM') => {
      if (!ended) child.kill(signal);
      return exited;
    },
  };
}

/** A same-origin JSON call to a running server, as the site itself makes it. */
export function postJson(
  server: Pick<ServerProcess, 'url'>,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Response> {
  return fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { Origin: server.url, 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

/** The Cookie header that carries a response's Set-Cookie values back. */
export const cookieHeader = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');

/** The PostgreSQL server of this test run (DATABASE_URL, unless the project chose PGlite). */
export const postgresUrl = testPostgresUrl;

/**
 * Where a server process keeps its data for one test file: a fresh PGlite folder, or, when
 * DATABASE_URL is set, a fresh database on that PostgreSQL. `remove` deletes it afterwards.
 */
export async function serverStorage(): Promise<{
  kind: 'pglite' | 'postgres';
  options: Pick<StartOptions, 'dataDir' | 'databaseUrl'>;
  remove(): Promise<void>;
}> {
  const base = postgresUrl();
  if (base) {
    const scratch = await scratchPostgres(base);
    return { kind: 'postgres', options: { databaseUrl: scratch.url }, remove: scratch.drop };
  }
  const dataDir = await mkdtemp(join(tmpdir(), 'faults-'));
  return {
    kind: 'pglite',
    options: { dataDir },
    remove: () => rm(dataDir, { recursive: true, force: true }),
  };
}
