// A fresh database per test file: in-memory PGlite, or, when DATABASE_URL is set, a new database
// created on that server (t_<random>) and dropped afterwards, so parallel files never collide.
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

export async function openTestDatabase(): Promise<TestDatabase> {
  const baseUrl = loadEnv().DATABASE_URL;
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
