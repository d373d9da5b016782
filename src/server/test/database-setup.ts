// Vitest's global setup: the migrations run once per test run, not once per test file. PGlite: a
// migrated empty database is dumped to a scratch file that every file loads (test-db.ts). PostgreSQL
// (DATABASE_URL set): a migrated database every file's database is created from as a template.
// The server processes the fault tests start still migrate an empty database themselves.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, pgliteSnapshot } from '../db/client';
import { loadEnv } from '../env';
import { scratchPostgres, SNAPSHOT_ENV, TEMPLATE_ENV } from './test-db';

export default async function setup(): Promise<() => Promise<void>> {
  const dir = await mkdtemp(join(tmpdir(), 'harbor-test-db-'));
  const file = join(dir, 'migrated.tar');
  await writeFile(file, Buffer.from(await (await pgliteSnapshot()).arrayBuffer()));
  // Read by the test workers, which inherit the environment.
  process.env[SNAPSHOT_ENV] = file;

  const url = loadEnv().DATABASE_URL;
  let dropTemplate = async () => {};
  if (url) {
    const template = await scratchPostgres(url);
    const database = await openDatabase({ databaseUrl: template.url });
    await database.close();
    process.env[TEMPLATE_ENV] = new URL(template.url).pathname.slice(1);
    dropTemplate = template.drop;
  }
  return async () => {
    await dropTemplate();
    await rm(dir, { recursive: true, force: true });
  };
}
