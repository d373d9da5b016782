// The one module that reaches the database: PGlite (embedded, a folder) by default, PostgreSQL
// through `pg` when DATABASE_URL is set. Migrations run here at open, on both.
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { lockDataDir } from './lock';
import * as schema from './schema';

export type AppDb = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: AppDb;
  kind: 'pglite' | 'postgres';
  /** Resolves when a trivial query answers within the timeout; rejects otherwise. */
  ping(timeoutMs?: number): Promise<void>;
  /**
   * LISTEN on a channel (a fixed name of ours, not user input). `onState(true)` once notifications
   * flow, `onState(false)` whenever they may have been missed (PostgreSQL: the listening connection
   * dropped; it reconnects by itself). Notifications sent from this process on PGlite arrive before
   * the statement that sent them resolves; on PostgreSQL they arrive on their own connection.
   */
  listen(channel: string, onMessage: (payload: string) => void, onState: (live: boolean) => void): void;
  close(): Promise<void>;
}

type Listen = Database['listen'];

export type DatabaseOptions =
  | { databaseUrl: string }
  | { dataDir: string }
  /** In-memory PGlite: tests. */
  | { memory: true };

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('database did not answer in time')), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

function wrap(db: AppDb, kind: Database['kind'], listen: Listen, close: () => Promise<void>): Database {
  let closed = false;
  return {
    db,
    kind,
    listen,
    ping: (timeoutMs = 2000) =>
      withTimeout(
        db.execute(sql`select 1`).then(() => undefined),
        timeoutMs,
      ),
    close: async () => {
      if (closed) return;
      closed = true;
      await close();
    },
  };
}

async function openPostgres(url: string): Promise<Database> {
  // A pool reconnects by itself after an outage, so nothing caches a dead connection.
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 3000 });
  pool.on('error', () => {
    // An idle client lost its server; the pool drops it. Requests report the outage themselves.
  });
  const db = drizzlePg(pool, { schema }) as unknown as AppDb;
  try {
    await migrateOnce(pool);
  } catch (error) {
    await pool.end();
    throw error;
  }
  const listener = postgresListener(url);
  return wrap(db, 'postgres', listener.listen, async () => {
    await listener.stop();
    await pool.end();
  });
}

const RELISTEN_MS = 1000;

/**
 * One connection outside the pool that LISTENs for the whole process. When it drops, every
 * subscriber hears `false` (what it cached may be stale) and it comes back a second later.
 */
function postgresListener(url: string) {
  const subscribers = new Map<string, { onMessage: (payload: string) => void; onState: (live: boolean) => void }[]>();
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
  async function connect() {
    if (stopped || client || connecting) return;
    connecting = true;
    const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
    next.on('notification', (message) => {
      for (const subscriber of subscribers.get(message.channel) ?? []) subscriber.onMessage(message.payload ?? '');
    });
    next.on('error', () => lost(next));
    next.on('end', () => lost(next));
    try {
      await next.connect();
      // Channel names are constants of this code base, so quoting them as identifiers is enough.
      for (const channel of subscribers.keys()) await next.query(`LISTEN "${channel}"`);
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

  const listen: Listen = (channel, onMessage, onState) => {
    if (!/^[a-z_]+$/.test(channel)) throw new Error(`bad channel name ${channel}`);
    const list = subscribers.get(channel) ?? [];
    list.push({ onMessage, onState });
    subscribers.set(channel, list);
    if (client) {
      // A channel added later: live once its LISTEN has run.
      const current = client;
      current.query(`LISTEN "${channel}"`).then(
        () => onState(true),
        () => lost(current),
      );
    } else void connect();
  };
  return {
    listen,
    async stop() {
      stopped = true;
      clearTimeout(retry);
      const current = client;
      client = undefined;
      await current?.end().catch(() => undefined);
    },
  };
}

/** Arbitrary constant naming our migration lock among the server's advisory locks. */
const MIGRATION_LOCK_ID = 7_240_117;

/** Processes starting together would race on CREATE TYPE/TABLE: one migrates, the others wait. */
async function migrateOnce(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    try {
      await migratePg(drizzlePg(client), { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]);
    }
  } finally {
    client.release();
  }
}

async function openPglite(dataDir: string | undefined): Promise<Database> {
  const release = dataDir ? lockDataDir(dataDir) : () => {};
  try {
    const client = dataDir ? new PGlite(dataDir) : new PGlite();
    await client.waitReady;
    const db = drizzlePglite(client, { schema });
    await migratePglite(db, { migrationsFolder });
    const listen: Listen = (channel, onMessage, onState) => {
      // In-process: delivered before the statement that sent it resolves, and never missed.
      client.listen(channel, onMessage).then(
        () => onState(true),
        () => onState(false),
      );
    };
    return wrap(db as unknown as AppDb, 'pglite', listen, async () => {
      try {
        await client.close();
      } finally {
        release();
      }
    });
  } catch (error) {
    release();
    throw error;
  }
}

export function openDatabase(options: DatabaseOptions): Promise<Database> {
  if ('databaseUrl' in options) return openPostgres(options.databaseUrl);
  return openPglite('dataDir' in options ? options.dataDir : undefined);
}

/** The Postgres error code behind a (possibly drizzle-wrapped) error, e.g. 23505. */
export function pgErrorCode(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 4; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** The constraint (index) name behind a unique violation, when the driver reports it. */
export function pgConstraint(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 4; depth += 1) {
    const { constraint, detail } = current as { constraint?: unknown; detail?: unknown };
    if (typeof constraint === 'string') return constraint;
    if (typeof detail === 'string' && detail) return detail;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}
