// A fresh database per test file: in-memory PGlite, or, on PostgreSQL, a new database created on
// the DATABASE_URL server (t_<random>) and dropped afterwards, so parallel files never collide.
// Which one is the vitest project's choice (TEST_DATABASE, vitest.config.ts); a file run on its
// own without a project follows DATABASE_URL. Vitest's global setup (database-setup.ts) migrates
// once per run: a PGlite snapshot every file loads, a PostgreSQL template every database copies.
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { openDatabase, type Database } from '../db/client';
import { loadEnv } from '../env';

/** Set by the global setup: the migrated PGlite snapshot's file, and the migrated template's name. */
export const SNAPSHOT_ENV = 'TEST_PGLITE_SNAPSHOT';
export const TEMPLATE_ENV = 'TEST_POSTGRES_TEMPLATE';

export interface TestDatabase {
  database: Database;
  kind: Database['kind'];
  /** Closes the connection and drops the per-file database. */
  dispose(): Promise<void>;
}

/** Runs one statement on its own connection (CREATE or DROP DATABASE cannot run in a pool's). */
export async function admin(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** The PostgreSQL server this test run uses, or undefined when it runs on PGlite. */
export function testPostgresUrl(): string | undefined {
  if (process.env.TEST_DATABASE === 'pglite') return undefined;
  const url = loadEnv().DATABASE_URL;
  if (process.env.TEST_DATABASE === 'postgres' && !url) {
    throw new Error('TEST_DATABASE=postgres needs DATABASE_URL (postgres://...)');
  }
  return url;
}

/** 'postgres' or 'pglite': the database this test run uses, for test titles. */
export const testDatabaseKind = (): 'postgres' | 'pglite' => (testPostgresUrl() ? 'postgres' : 'pglite');

export async function openTestDatabase(): Promise<TestDatabase> {
  const baseUrl = testPostgresUrl();
  if (!baseUrl) {
    const file = process.env[SNAPSHOT_ENV];
    const snapshot = file ? new Blob([await readFile(file)]) : undefined;
    const database = await openDatabase({ memory: true, snapshot });
    return { database, kind: database.kind, dispose: () => database.close() };
  }
  const scratch = await scratchPostgres(baseUrl, process.env[TEMPLATE_ENV]);
  const database = await openDatabase({ databaseUrl: scratch.url });
  return {
    database,
    kind: database.kind,
    dispose: async () => {
      await database.close();
      await scratch.drop();
    },
  };
}

/**
 * A new database on the server at baseUrl (t_<random>), empty or a copy of `template`, and how to
 * drop it.
 */
export async function scratchPostgres(
  baseUrl: string,
  template?: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  // The names are generated from hex digits only (here and in the global setup), so quoting is safe.
  const name = `t_${randomBytes(6).toString('hex')}`;
  if (template && !/^t_[0-9a-f]+$/.test(template)) throw new Error(`not a template of ours: ${template}`);
  await admin(baseUrl, `CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ''}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => admin(baseUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
}
