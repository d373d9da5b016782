// The real server process stopped two ways while it works: SIGTERM (requests in flight finish,
// the database closes cleanly, sessions survive the restart) and kill -9 under a stream of writes
// (every write answered 2xx is there after the restart, and the database opens).
import { request } from 'node:http';
import { inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { contactMessages } from '../db/schema';
import { newAccount } from '../test/test-app';
import {
  cookieHeader,
  postJson,
  serverStorage,
  startServer,
  type ServerProcess,
} from '../test/server-process';
import { testDatabaseKind } from '../test/test-db';

const kind = testDatabaseKind();
// Many registrations and messages from one address: the per-IP limits are not under test here.
const env = { RATE_LIMIT_SCALE: '1000' };

let cleanup: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const step of cleanup.reverse()) await step().catch(() => {});
  cleanup = [];
});

// One data folder (or database) for both tests: each starts its own server on it, and only the
// first start pays for creating it (PGlite's initdb is the slowest step here).
let shared: Awaited<ReturnType<typeof serverStorage>>;
beforeAll(async () => {
  shared = await serverStorage();
});
afterAll(() => shared?.remove());

async function storage() {
  return shared;
}

async function start(options: Parameters<typeof startServer>[0]) {
  const server = await startServer(options);
  cleanup.push(() => server.stop('SIGKILL'));
  return server;
}

/**
 * A registration sent in two halves: the headers and half the body now, the rest when asked. The
 * headers ask to continue (`Expect: 100-continue`), which Node's server answers once it has parsed
 * them and handed the request on: `reached` resolves then, so the signal is sent only when the
 * server holds every request (a fixed wait lost connections still in the listen queue on a busy
 * machine: reset, not in flight).
 */
function halfSentRegistration(server: ServerProcess, body: string) {
  const half = Math.floor(body.length / 2);
  let finish = () => {};
  let reachedServer = () => {};
  const reached = new Promise<void>((resolve) => (reachedServer = resolve));
  const answered = new Promise<{ status: number; cookie: string }>((resolve, reject) => {
    const req = request(
      `${server.url}/api/auth/register`,
      {
        method: 'POST',
        agent: false,
        headers: {
          Origin: server.url,
          'Content-Type': 'application/json',
          'Content-Length': Buffer.byteLength(body),
          Expect: '100-continue',
        },
      },
      (res) => {
        res.resume();
        const cookie = (res.headers['set-cookie'] ?? []).map((line) => line.split(';')[0]).join('; ');
        res.on('end', () => resolve({ status: res.statusCode ?? 0, cookie }));
      },
    );
    req.on('error', reject);
    req.on('continue', () => {
      req.write(body.slice(0, half));
      reachedServer();
    });
    req.flushHeaders();
    finish = () => req.end(body.slice(half));
  });
  return { answered, reached, finish: () => finish() };
}

const sessionStatus = async (server: ServerProcess, cookie: string) =>
  (await fetch(`${server.url}/api/auth/getByAuthToken`, { headers: { Cookie: cookie } })).status;

describe(`stopping the server (${kind})`, () => {
  it('on SIGTERM finishes the requests in flight, closes the database, and sessions survive', async () => {
    const store = await storage();
    const first = await start({ ...store.options, env });

    // Made before the stop: must still work after the restart.
    const early = await postJson(first, '/api/auth/register', newAccount());
    expect(early.status).toBe(201);
    const earlyCookie = cookieHeader(early);

    const inFlight = Array.from({ length: 12 }, () =>
      halfSentRegistration(first, JSON.stringify(newAccount())),
    );
    // Every request in the server's hands, half its body read: then stop it mid-request.
    await Promise.all(inFlight.map((one) => one.reached));
    await new Promise((resolve) => setTimeout(resolve, 100));
    first.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 300));
    // A new connection is refused now: the server stopped accepting.
    await expect(fetch(`${first.url}/api/health`)).rejects.toThrow();
    for (const one of inFlight) one.finish();
    const answers = await Promise.all(inFlight.map((one) => one.answered));
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 201));

    expect(await first.exited).toBe(0);
    const log = first.output();
    expect(log).toContain('"event":"server.stopped"');
    expect(log).not.toContain('server.stop_timeout');

    const second = await start({ ...store.options, env });
    expect(await sessionStatus(second, earlyCookie)).toBe(200);
    for (const answer of answers) expect(await sessionStatus(second, answer.cookie)).toBe(200);
    expect(await second.stop()).toBe(0);
  }, 120_000);

  it('after kill -9 under a stream of writes, keeps every write it answered 2xx and opens cleanly', async () => {
    const store = await storage();
    const server = await start({ ...store.options, env });
    const stored: string[] = [];
    let killed = false;
    const writer = async (id: number) => {
      for (let n = 0; !killed; n += 1) {
        const res = await postJson(server, '/api/contact', {
          name: `Writer ${id}`,
          email: `writer${id}@example.com`,
          topic: 'other',
          message: `Message ${n} from writer ${id}, sent while the server is killed.`,
          preferredContact: 'email',
        }).catch(() => undefined);
        if (!res) return;
        if (res.ok) stored.push(((await res.json()) as { reference: string }).reference);
        else if (!killed) throw new Error(`write answered ${res.status}`);
      }
    };
    const writers = Array.from({ length: 4 }, (_, id) => writer(id));
    // Kill it mid-stream, once a good number of writes has been acknowledged.
    for (const until = Date.now() + 10_000; stored.length < 20 && Date.now() < until;) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    killed = true;
    server.child.kill('SIGKILL');
    await Promise.all(writers);
    expect(await server.exited).toBe('SIGKILL');
    expect(stored.length).toBeGreaterThanOrEqual(20);

    // The database opens (PGlite replays its log; the dead process's lock is taken over)...
    const again = await start({ ...store.options, env });
    expect((await fetch(`${again.url}/api/health`)).status).toBe(200);
    expect(await again.stop()).toBe(0);
    // ...and every message the server acknowledged is in it.
    const database = await openDatabase(
      store.options.databaseUrl
        ? { databaseUrl: store.options.databaseUrl }
        : { dataDir: store.options.dataDir! },
    );
    try {
      const rows = await database.db
        .select({ reference: contactMessages.reference })
        .from(contactMessages)
        .where(inArray(contactMessages.reference, stored));
      expect(rows.map((row) => row.reference).sort()).toEqual([...stored].sort());
    } finally {
      await database.close();
    }
  }, 120_000);
});
