// Cost as the data grows: a fresh database filled to each size with public, answered
// questions (each one a knowledge passage the chat searches, as an agent's answer makes it) and a
// tenth as many open ones in the agents' queue, then the server started on it and timed one request
// at a time: question search, the chat's first byte (pace 0), the member's dashboard, the agent
// queue. On PGlite and, when DATABASE_URL is set, on PostgreSQL.
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { startProductServer } from './servers.mjs';
import { freshPostgres, register } from './server-bench.mjs';
import { BENCH_AGENT } from './site-pages.mjs';
import { judge, percentile, scaleTargets } from './targets.mjs';

const { fetch } = globalThis;

const SEARCHES = [
  'flood insurance cost',
  'medigap plan g',
  'teen driver',
  'roof storm damage',
  'annuity rollover',
];
const CHATS = [
  'Does my home insurance cover a burst pipe?',
  'my dad turns 65 in august, when does he sign up for medicare',
  'what does part b cover',
  'can my son stay on our health plan until 26',
  'is a rollover of my old 401k taxed',
];
const WORDS =
  'flood roof medigap premium deductible collision annuity beneficiary rollover liability storm pipe teen driver pension dental vision business truck umbrella'.split(
    ' ',
  );

/** Rows made by the database itself (generate_series), so 100,000 take seconds, not minutes. */
function fillStatements(n, authorId, agentId) {
  const words = `array[${WORDS.map((w) => `'${w}'`).join(',')}]`;
  const w = (k) => `(${words})[1 + (g * ${k}) % ${WORDS.length}]`;
  const question = (status, visibility, count) => `
    insert into questions (author_id, title, body, topic, status, visibility, last_answer_at)
    select '${authorId}', 'Scale question ' || g || ': ' || ${w(1)} || ' and ' || ${w(7)} || ' for my ' || ${w(13)},
      'Our family asked about ' || ${w(3)} || ' and ' || ${w(11)} || ' after the ' || ${w(17)} ||
      '. What should we know about ' || ${w(5)} || ' before we decide?',
      (array['auto','home','life','health','business','retirement'])[1 + g % 6],
      '${status}', '${visibility}', ${status === 'answered' ? 'now()' : 'null'}
    from generate_series(1, ${count}) g`;
  return [
    question('answered', 'public', n),
    question('open', 'private', Math.max(1, Math.round(n / 10))),
    `insert into answers (question_id, agent_id, body)
     select id, '${agentId}', 'Thanks for asking. For ' || topic || ' cover the answer depends on your policy; ' ||
       'an agent can read yours with you. ' || title from questions where status = 'answered'`,
    // The next start rebuilds the chat's index, with every answered public question in it.
    `delete from server_meta where key = 'knowledge_content_hash'`,
  ];
}

async function fill({ databaseUrl, dataDir }, n, member) {
  const apply = async (query) => {
    const [{ id: authorId }] = await query(`select id from users where username = '${member.username}'`);
    const [{ id: agentId }] = await query(`select id from users where username = '${BENCH_AGENT.username}'`);
    for (const statement of fillStatements(n, authorId, agentId)) await query(statement);
  };
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      await apply(async (sql) => (await client.query(sql)).rows);
      // A database that grew over months has been analyzed by autovacuum by now; one filled a moment
      // ago would be, in the middle of the measurement (a plan change, outliers at p95). PGlite runs
      // no autovacuum, so its tables stay as a real embedded database's are: never analyzed.
      await client.query('analyze');
    } finally {
      await client.end();
    }
    return;
  }
  const db = new PGlite(dataDir);
  try {
    await apply(async (sql) => (await db.query(sql)).rows);
  } finally {
    await db.close();
  }
}

/** Milliseconds from sending to the first byte of the body (the chat streams its reply). */
async function firstByte(url, init) {
  const started = performance.now();
  const response = await fetch(url, init);
  const reader = response.body.getReader();
  await reader.read();
  const ms = performance.now() - started;
  await reader.cancel();
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return ms;
}

async function timed(times, request) {
  const samples = [];
  for (let i = 0; i < times; i += 1) samples.push(await request(i));
  return { p50: percentile(samples, 50), p95: percentile(samples, 95) };
}

async function login(base, account) {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: base },
    body: JSON.stringify({ usernameOrEmail: account.username, password: account.password }),
  });
  if (!response.ok) throw new Error(`login ${account.username}: ${response.status}`);
  return response.headers
    .getSetCookie()
    .find((h) => h.startsWith('auth_token='))
    .split(';')[0];
}

async function measureSize({ kind, databaseUrl, port, n }) {
  const env = { RATE_LIMIT_SCALE: '1000', CHAT_PACE_MS: '0', SEED_DEMO: 'false', LOG_LEVEL: 'warn' };
  const first = await startProductServer(port, { databaseUrl, env, agent: BENCH_AGENT, keep: true });
  const member = await register(first.url, 0);
  await first.stop();
  const filling = performance.now();
  await fill({ databaseUrl, dataDir: first.dataDir }, n, member);
  const filled = performance.now() - filling;
  const started = performance.now();
  const server = await startProductServer(port, { databaseUrl, env, dataDir: first.dataDir });
  try {
    const base = server.url;
    const memberCookie = await login(base, member);
    const agentCookie = await login(base, BENCH_AGENT);
    const chat = (i) =>
      firstByte(`${base}/api/chat`, {
        method: 'POST',
        headers: { Cookie: memberCookie, 'Content-Type': 'application/json', Origin: base },
        body: JSON.stringify({ message: CHATS[i % CHATS.length] }),
      });
    // The first chat waits for the index the start rebuilds: its time is the rebuild's, not a reply's.
    await chat(0);
    const ready = performance.now() - started;
    const get = (path, cookie) => () => firstByte(`${base}${path}`, { headers: { Cookie: cookie } });
    const search = await timed(40, (i) =>
      get(`/api/questions/search?q=${encodeURIComponent(SEARCHES[i % SEARCHES.length])}`, memberCookie)(),
    );
    const chatFirstByte = await timed(40, chat);
    const dashboard = await timed(30, get('/api/dashboard', memberCookie));
    // The console opens on every status (open ones first); the open filter is the other view.
    const queue = await timed(30, (i) =>
      get(i % 2 ? '/api/agent/questions?status=open' : '/api/agent/questions', agentCookie)(),
    );
    const row = { kind, n, filledMs: filled, readyMs: ready, search, chatFirstByte, dashboard, queue };
    console.log(
      `[bench] scale ${kind} ${n.toLocaleString('en')}: search p50/p95 ${ms(search)}, chat first byte ${ms(chatFirstByte)}, ` +
        `dashboard ${ms(dashboard)}, agent queue ${ms(queue)} (filled in ${Math.round(filled / 1000)} s, ready ${Math.round(ready / 1000)} s after the start)`,
    );
    return row;
  } finally {
    await server.stop();
  }
}

const ms = ({ p50, p95 }) => `${Math.round(p50)}/${Math.round(p95)} ms`;

/** Every size on PGlite and, with DATABASE_URL, on PostgreSQL; each row judged at the largest size. */
export async function benchScale({ freePort, sizes }) {
  const rows = [];
  const kinds = [
    ['PGlite', undefined],
    ...(process.env.DATABASE_URL ? [['PostgreSQL', process.env.DATABASE_URL]] : []),
  ];
  for (const [kind, baseUrl] of kinds) {
    for (const n of sizes) {
      const database = baseUrl ? await freshPostgres(baseUrl) : undefined;
      try {
        rows.push(await measureSize({ kind, databaseUrl: database?.url, port: await freePort(), n }));
      } finally {
        await database?.drop();
      }
    }
  }
  return verdicts(rows);
}

/** The cost-as-the-data-grows targets at the largest size, and the growth from the smallest to the largest. */
function verdicts(rows) {
  for (const row of rows) {
    const same = rows.filter((other) => other.kind === row.kind);
    const smallest = same.reduce((a, b) => (a.n <= b.n ? a : b));
    const largest = same.reduce((a, b) => (a.n >= b.n ? a : b));
    if (row !== largest || row === smallest) continue;
    const growth = (key) => row[key].p95 / smallest[key].p95;
    row.verdicts = {
      search: judge(row.search.p95, scaleTargets.searchP95),
      chat: judge(row.chatFirstByte.p95, scaleTargets.chatFirstByteP95),
      queue: judge(row.queue.p95, scaleTargets.queueP95),
      growth: judge(
        Math.max(growth('search'), growth('chatFirstByte'), growth('queue')),
        scaleTargets.growth,
      ),
    };
  }
  return rows;
}
