// A fresh database per test file: in-memory PGlite, or, on PostgreSQL, a new database created on
// the DATABASE_URL server (t_<random>) and dropped afterwards, so parallel files never collide.
// Which one is the vitest project's choice (TEST_DATABASE, vitest.config.ts); a file run on its
// own without a project follows DATABASE_URL.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../db/client';
import { loadEnv } from '../env';

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
    const database = await openDatabase({ memory: true });
    return { database, kind: database.kind, dispose: () => database.close() };
  }
  const scratch = await scratchPostgres(baseUrl);
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

/** A new, empty database on the server at baseUrl (t_<random>), and how to drop it. */
export async function scratchPostgres(baseUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  // The name is generated here from hex digits only, so quoting it is safe.
  const name = `t_${randomBytes(6).toString('hex')}`;
  await admin(baseUrl, `CREATE DATABASE "${name}"`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => admin(baseUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
}
