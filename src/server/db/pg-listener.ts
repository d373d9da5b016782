// One connection per process, outside the pool, that LISTENs (decision 145). Besides the channels
// code subscribes to, it answers barriers: `barrier()` asks every process listening on this database
// to confirm it has read every notification sent before the barrier. PostgreSQL delivers
// notifications in commit order, so a confirmation means the earlier ones were handled. Processes
// are found by the application_name of their listening connection.
import { randomUUID } from 'node:crypto';
import pg from 'pg';

const RELISTEN_MS = 1000;
const BARRIER = 'barrier';
const BARRIER_ACK = 'barrier_ack';
const NAME_PREFIX = 'harbor_listener:';

type Subscriber = { onMessage: (payload: string) => void; onState: (live: boolean) => void };

export interface PostgresListener {
  listen(channel: string, onMessage: (payload: string) => void, onState: (live: boolean) => void): void;
  /** True when every listening process confirmed within `timeoutMs`; false otherwise. */
  barrier(pool: pg.Pool, timeoutMs?: number): Promise<boolean>;
  stop(): Promise<void>;
}

export function postgresListener(url: string): PostgresListener {
  const processId = randomUUID();
  const subscribers = new Map<string, Subscriber[]>();
  /** Barriers this process waits on: nonce -> processes yet to confirm. */
  const pending = new Map<string, { waiting: Set<string>; done: () => void }>();
  let client: pg.Client | undefined;
  let connecting = false;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;

  const tell = (live: boolean) => {
    for (const list of subscribers.values()) for (const subscriber of list) subscriber.onState(live);
  };
  const lost = (lostClient: pg.Client) => {
    if (client !== lostClient) return;
    client = undefined;
    tell(false);
    lostClient.end().catch(() => undefined);
    if (!stopped) retry = setTimeout(connect, RELISTEN_MS);
  };

  function heard(from: pg.Client, channel: string, payload: string) {
    if (channel === BARRIER) {
      // Everything sent before the barrier was handled above, in order: confirm.
      from
        .query('select pg_notify($1, $2)', [BARRIER_ACK, `${payload} ${processId}`])
        .catch(() => lost(from));
      return;
    }
    if (channel === BARRIER_ACK) {
      const [nonce = '', who = ''] = payload.split(' ');
      const barrier = pending.get(nonce);
      barrier?.waiting.delete(who);
      if (barrier && barrier.waiting.size === 0) barrier.done();
      return;
    }
    for (const subscriber of subscribers.get(channel) ?? []) subscriber.onMessage(payload);
  }

  async function connect() {
    if (stopped || client || connecting) return;
    connecting = true;
    const next = new pg.Client({
      connectionString: url,
      connectionTimeoutMillis: 3000,
      application_name: NAME_PREFIX + processId,
    });
    next.on('notification', (message) => heard(next, message.channel, message.payload ?? ''));
    next.on('error', () => lost(next));
    next.on('end', () => lost(next));
    try {
      await next.connect();
      // Channel names are constants of this code base, checked in listen(): quoting is enough.
      for (const channel of [BARRIER, BARRIER_ACK, ...subscribers.keys()])
        await next.query(`LISTEN "${channel}"`);
      if (stopped) throw new Error('stopped');
      client = next;
      tell(true);
    } catch {
      next.end().catch(() => undefined);
      if (!stopped) retry = setTimeout(connect, RELISTEN_MS);
    } finally {
      connecting = false;
    }
  }

  return {
    listen(channel, onMessage, onState) {
      if (!/^[a-z_]+$/.test(channel)) throw new Error(`bad channel name ${channel}`);
      const list = subscribers.get(channel) ?? [];
      list.push({ onMessage, onState });
      subscribers.set(channel, list);
      const current = client;
      if (!current) return void connect();
      // A channel added later is live once its LISTEN has run.
      current.query(`LISTEN "${channel}"`).then(
        () => onState(true),
        () => lost(current),
      );
    },

    async barrier(pool, timeoutMs = 1000) {
      if (!client) return false;
      const { rows } = await pool.query<{ name: string }>(
        `select application_name as name from pg_stat_activity
          where datname = current_database() and application_name like $1`,
        [`${NAME_PREFIX}%`],
      );
      const waiting = new Set(rows.map((row) => row.name.slice(NAME_PREFIX.length)));
      if (waiting.size === 0) return true;
      const nonce = randomUUID();
      let timer: NodeJS.Timeout | undefined;
      const confirmed = new Promise<boolean>((resolve) => {
        pending.set(nonce, { waiting, done: () => resolve(true) });
        timer = setTimeout(() => resolve(false), timeoutMs);
      });
      try {
        await pool.query('select pg_notify($1, $2)', [BARRIER, nonce]);
        return await confirmed;
      } finally {
        clearTimeout(timer);
        pending.delete(nonce);
      }
    },

    async stop() {
      stopped = true;
      clearTimeout(retry);
      const current = client;
      client = undefined;
      await current?.end().catch(() => undefined);
    },
  };
}
