// The one module that reaches the database: PGlite (embedded, a folder) by default, PostgreSQL
// through `pg` when DATABASE_URL is set. Migrations run here at open, on both.
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { migrationsFolder } from '../paths';
import { lockDataDir } from './lock';
import { postgresListener } from './pg-listener';
import * as schema from './schema';

export type AppDb = PgDatabase<PgQueryResultHKT, typeof schema>;

/**
 * Runs `work` in one transaction and answers what it answers (a throw rolls back). Drizzle types a
 * transaction apart from its database though it runs the same queries; the services all take an
 * AppDb, so the transaction is handed to them as one, here and nowhere else.
 */
export function inTransaction<T>(db: AppDb, work: (tx: AppDb) => Promise<T>): Promise<T> {
  return db.transaction((tx) => work(tx as unknown as AppDb));
}

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
  /**
   * Resolves once every process listening on this database has handled every notification sent
   * before the call (true), or after the timeout (false). PGlite: one process, true at once.
   */
  barrier(timeoutMs?: number): Promise<boolean>;
  close(): Promise<void>;
}

type Listen = Database['listen'];

export type DatabaseOptions =
  | { databaseUrl: string }
  | { dataDir: string }
  /** In-memory PGlite: tests; from a migrated snapshot (pgliteSnapshot) when given one. */
  | { memory: true; snapshot?: Blob };

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('database did not answer in time')), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

function wrap(
  db: AppDb,
  kind: Database['kind'],
  listen: Listen,
  barrier: Database['barrier'],
  close: () => Promise<void>,
): Database {
  let closed = false;
  return {
    db,
    kind,
    listen,
    barrier,
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
  // A client checked out of the pool (a query or transaction under way) has no pool listener, and
  // an 'error' event nobody hears ends the process: a network cut would crash the server. The
  // query in progress fails on its own (503); this listener only keeps the process alive.
  pool.on('connect', (client) => {
    client.on('error', () => {});
  });
  const db = drizzlePg(pool, { schema }) as unknown as AppDb;
  try {
    await migrateOnce(pool);
  } catch (error) {
    await pool.end();
    throw error;
  }
  const listener = postgresListener(url);
  return wrap(
    db,
    'postgres',
    listener.listen,
    (timeoutMs) => listener.barrier(pool, timeoutMs),
    async () => {
      await listener.stop();
      await pool.end();
    },
  );
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

/**
 * An empty in-memory database with every migration applied, dumped: test files load it rather
 * than each running initdb and the migrations (about 2 s a file, 0.6 s from the snapshot).
 */
export async function pgliteSnapshot(): Promise<Blob> {
  const client = new PGlite();
  try {
    await migratePglite(drizzlePglite(client), { migrationsFolder });
    return await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
}

/**
 * PGlite's own start parameters, with a smaller buffer pool: Postgres's default
 * shared_buffers (128 MB) is touched at start and stays resident, about 120 MB of a server whose
 * whole database is a few megabytes. 32 MB holds it many times over.
 */
const pgliteStart = { startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'] };

async function openPglite(dataDir: string | undefined, snapshot?: Blob): Promise<Database> {
  const release = dataDir ? lockDataDir(dataDir) : () => {};
  try {
    const client = dataDir
      ? new PGlite(dataDir, pgliteStart)
      : new PGlite(snapshot ? { ...pgliteStart, loadDataDir: snapshot } : pgliteStart);
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
    return wrap(
      db as unknown as AppDb,
      'pglite',
      listen,
      async () => true,
      async () => {
        try {
          await client.close();
        } finally {
          release();
        }
      },
    );
  } catch (error) {
    release();
    throw error;
  }
}

export function openDatabase(options: DatabaseOptions): Promise<Database> {
  if ('databaseUrl' in options) return openPostgres(options.databaseUrl);
  if ('dataDir' in options) return openPglite(options.dataDir);
  return openPglite(undefined, options.snapshot);
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
