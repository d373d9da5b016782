// The server half of `npm run bench`: throughput of four routes, each beside a bare
// Hono route measured just before it in the same run, and a login storm with the server's peak
// memory. Run once on the embedded database and once more on PostgreSQL when DATABASE_URL is set
// (in a fresh database made for the run and dropped after it).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { Buffer } from 'node:buffer';
import { get } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { hammer, loginStorm, residentBytes, watchMemory } from './load.mjs';
import { busy } from './report.mjs';
import { startProductServer } from './servers.mjs';
import {
  cpuShareOfBare,
  judge,
  loginTarget,
  median,
  memoryTargets,
  ratioToBare,
  throughputTargets,
} from './targets.mjs';

const PASSWORD = 'harbour lantern tide 7';
const { fetch } = globalThis;

/**
 * A reference server of scripts/bench (`script PORT`, "ready" on stdout when listening) in its own
 * process; `input`, when given, is written to its stdin first.
 */
async function startReference(script, port, path, input) {
  const child = spawn(process.execPath, [`scripts/bench/${script}`, String(port)], {
    stdio: [input === undefined ? 'ignore' : 'pipe', 'pipe', 'inherit'],
  });
  if (input !== undefined) child.stdin.end(input);
  await once(child.stdout, 'data');
  return {
    url: `http://127.0.0.1:${port}${path}`,
    pid: child.pid,
    async stop() {
      child.kill('SIGTERM');
      if (child.exitCode === null) await once(child, 'exit');
    },
  };
}

/** One answer of the product exactly as sent (compressed bytes, every header), for the replay server. */
function capture(url, headers) {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode,
          headers: res.headers,
          body: Buffer.concat(chunks).toString('base64'),
        }),
      );
    }).on('error', reject);
  });
}

/** Registers a member over the API and answers its session cookie. */
export async function register(base, index) {
  const id = `${randomBytes(4).toString('hex')}${index}`;
  const account = {
    username: `bench${id}`,
    firstName: 'Bench',
    lastName: 'Member',
    phone: '(312) 555-0143',
    email: `bench${id}@example.com`,
    password: PASSWORD,
  };
  const response = await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: base },
    body: JSON.stringify(account),
  });
  if (!response.ok) throw new Error(`register: ${response.status} ${await response.text()}`);
  const line = response.headers.getSetCookie().find((header) => header.startsWith('auth_token='));
  return { ...account, cookie: line.split(';')[0] };
}

/** A database of its own on the PostgreSQL server of `baseUrl`, dropped by `drop()`. */
export async function freshPostgres(baseUrl) {
  const name = `bench_${randomBytes(6).toString('hex')}`;
  const admin = async (statement) => {
    const client = new pg.Client({ connectionString: baseUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  // The name is hex digits made here, so quoting it is safe.
  await admin(`CREATE DATABASE "${name}"`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) };
}

/** The routes measured, each as wrk options (url, method, headers, body); the session ones carry a member's cookie. */
function routeCases(base, member) {
  const asMember = { Cookie: member.cookie };
  return [
    {
      key: 'page',
      name: 'prerendered page /services/auto',
      target: throughputTargets.page,
      request: { url: `${base}/services/auto`, headers: { 'Accept-Encoding': 'br, gzip' } },
    },
    {
      key: 'session',
      name: 'session lookup GET /api/auth/getByAuthToken',
      target: throughputTargets.session,
      request: { url: `${base}/api/auth/getByAuthToken`, headers: asMember },
    },
    {
      key: 'search',
      name: 'question search GET /api/questions/search',
      request: { url: `${base}/api/questions/search?q=flood+insurance+cost`, headers: asMember },
    },
    {
      key: 'chat',
      name: 'chat reply POST /api/chat (retrieval, no model)',
      request: {
        url: `${base}/api/chat`,
        method: 'POST',
        headers: { ...asMember, 'Content-Type': 'application/json', Origin: base },
        body: JSON.stringify({ message: 'Does my home insurance cover a burst pipe?' }),
      },
    },
  ];
}

async function benchOneDatabase({
  kind,
  databaseUrl,
  bare,
  port,
  replayPort,
  seconds,
  pairs,
  connections,
  loginRounds,
}) {
  const server = await startProductServer(port, {
    databaseUrl,
    // Limits scaled so the load is measured, not refused; the pacing of composed chat replies off.
    env: { RATE_LIMIT_SCALE: '1000', CHAT_PACE_MS: '0', SEED_DEMO: 'false', LOG_LEVEL: 'warn' },
  });
  try {
    // Resident memory of the fresh server, once its start (the knowledge index) has settled.
    await sleep(3000);
    const freshMemory = residentBytes(server.pid);
    const member = await register(server.url, 0);
    // Warm up. First one chat turn, which waits for the knowledge index: built at start on a fresh
    // database, it would otherwise take CPU from the first measurements. Then every route, the bare
    // one too (page cache, JIT).
    const [, , , chat] = routeCases(server.url, member);
    await (await fetch(chat.request.url, chat.request)).text();
    await hammer({ url: bare.url, connections, seconds: 2 });
    for (const route of routeCases(server.url, member)) {
      await hammer({ ...route.request, connections: 4, seconds: 2 });
    }
    const routes = [];
    for (const route of routeCases(server.url, member)) {
      // The page's ceiling: its own answer replayed by plain node:http (decision 160).
      const replay =
        route.key === 'page'
          ? await startReference(
              'replay-server.mjs',
              replayPort,
              new URL(route.request.url).pathname,
              JSON.stringify(await capture(route.request.url, route.request.headers)),
            )
          : undefined;
      // Pairs, bare then route, and the median of each: a busy machine moves both of a pair alike.
      const pairsRun = [];
      try {
        for (let pair = 0; pair < pairs; pair += 1) {
          const bareRun = await hammer({ url: bare.url, connections, seconds, pid: bare.pid });
          const run = await hammer({ ...route.request, connections, seconds, pid: server.pid });
          const ceiling =
            replay &&
            (await hammer({ ...route.request, url: replay.url, connections, seconds, pid: replay.pid }));
          pairsRun.push({
            bare: bareRun,
            run,
            ceiling,
            ratio: ratioToBare(run.rps, bareRun.rps),
            cpuRatio: cpuShareOfBare(run.cpuMsPerRequest, bareRun.cpuMsPerRequest),
          });
        }
      } finally {
        await replay?.stop();
      }
      const mid = (pick) => median(pairsRun.map(pick));
      const ratio = mid((pair) => pair.ratio);
      const ceiling = replay && {
        rps: mid((pair) => pair.ceiling.rps),
        ratio: mid((pair) => ratioToBare(pair.ceiling.rps, pair.bare.rps)),
        reached: mid((pair) => ratioToBare(pair.run.rps, pair.ceiling.rps)),
      };
      routes.push({
        key: route.key,
        name: route.name,
        bare: { rps: mid((pair) => pair.bare.rps) },
        rps: mid((pair) => pair.run.rps),
        p50: mid((pair) => pair.run.p50),
        p99: mid((pair) => pair.run.p99),
        errors: pairsRun.reduce((sum, pair) => sum + pair.run.errors, 0),
        ratio,
        ratios: pairsRun.map((pair) => pair.ratio),
        cpuMsPerRequest: mid((pair) => pair.run.cpuMsPerRequest),
        cpuRatio: mid((pair) => pair.cpuRatio),
        serverBusy: mid((pair) => pair.run.serverBusy),
        clientBusy: mid((pair) => pair.run.clientBusy),
        ceiling,
        verdict: judge(ratio, route.target),
      });
      console.log(
        `[bench] ${kind} ${route.name}: ${Math.round(routes.at(-1).rps)} req/s, ` +
          `${(ratio * 100).toFixed(1)} % of bare (pairs: ${pairsRun.map((pair) => (pair.ratio * 100).toFixed(1)).join(', ')}); ` +
          `server CPU per request ${(routes.at(-1).cpuRatio * 100).toFixed(1)} % of bare's rate; ` +
          `busy: server ${busy(routes.at(-1).serverBusy)}, load generator ${busy(routes.at(-1).clientBusy)}` +
          (ceiling
            ? `; the same answer from plain node:http: ${Math.round(ceiling.rps)} req/s ` +
              `(${(ceiling.ratio * 100).toFixed(1)} % of bare), the page reaches ${(ceiling.reached * 100).toFixed(1)} % of it`
            : ''),
      );
    }

    const memory = {
      fresh: freshMemory,
      afterLoad: residentBytes(server.pid),
      // A one-person agency's smallest machine runs the embedded database (decision 168).
      ...(kind === 'PGlite' ? { freshVerdict: judge(freshMemory, memoryTargets.fresh) } : {}),
    };
    if (kind === 'PGlite') memory.afterLoadVerdict = judge(memory.afterLoad, memoryTargets.afterLoad);
    console.log(
      `[bench] ${kind} resident memory: fresh ${Math.round(memory.fresh / 1e6)} MB, ` +
        `after the routes' load ${Math.round(memory.afterLoad / 1e6)} MB`,
    );

    // Twenty accounts, so the storm measures hashing and not the per-account guard.
    const accounts = [];
    for (let i = 1; i <= 20; i += 1) accounts.push(await register(server.url, i));
    const memoryBefore = residentBytes(server.pid);
    const stopWatching = watchMemory(server.pid);
    const storm = await loginStorm({ url: server.url, origin: server.url, accounts, rounds: loginRounds });
    const peakMemory = stopWatching();
    const login = {
      concurrency: accounts.length,
      logins: storm.latencies.length,
      failures: storm.failures,
      p50: storm.p50,
      p95: storm.p95,
      memoryBefore,
      peakMemory,
      verdict: judge(storm.failures ? Number.NaN : storm.p95, loginTarget),
    };
    console.log(
      `[bench] ${kind} login x${login.concurrency}: p95 ${Math.round(login.p95)} ms, ` +
        `peak memory ${Math.round((peakMemory ?? 0) / 1e6)} MB, failures ${login.failures}`,
    );
    return { kind, routes, login, memory };
  } finally {
    await server.stop();
  }
}

/**
 * Both databases (PostgreSQL only with DATABASE_URL). `freePort` gives loopback ports; `seconds`
 * per measurement; `connections` wrk keeps open.
 */
export async function benchServer({ freePort, seconds = 5, pairs = 3, connections = 32, loginRounds = 5 }) {
  const bare = await startReference('bare-server.mjs', await freePort(), '/bare');
  const databases = [];
  try {
    const common = { bare, seconds, pairs, connections, loginRounds };
    databases.push(
      await benchOneDatabase({
        ...common,
        kind: 'PGlite',
        port: await freePort(),
        replayPort: await freePort(),
      }),
    );
    if (process.env.DATABASE_URL) {
      const database = await freshPostgres(process.env.DATABASE_URL);
      try {
        databases.push(
          await benchOneDatabase({
            ...common,
            kind: 'PostgreSQL',
            databaseUrl: database.url,
            port: await freePort(),
            replayPort: await freePort(),
          }),
        );
      } finally {
        await database.drop();
      }
    }
  } finally {
    await bare.stop();
  }
  return { seconds, pairs, connections, databases };
}
