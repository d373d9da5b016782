// Vitest's global setup: the migrations run once per test run, not once per test file. PGlite: a
// migrated empty database is dumped to a scratch file that every file loads (test-db.ts). PostgreSQL
// (DATABASE_URL set): a migrated database every file's database is created from as a template.
// The server processes the fault tests start still migrate an empty database themselves.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, pgliteSnapshot } from '../db/client';
import type { TestProject } from 'vitest/node';
import { loadEnv } from '../env';
import { scratchPostgres, SNAPSHOT_ENV, TEMPLATE_ENV } from './test-db';

/**
 * Vitest calls a global setup once for every project (and once for the root): each database is
 * prepared once per run, for the projects whose files open it (TEST_DATABASE, vitest.config.ts);
 * the unit project and the root need neither. What is made is named in the environment, which the
 * later calls (and the test workers) read.
 */
export default async function setup(project?: TestProject): Promise<() => Promise<void>> {
  const wants = project?.config.env?.TEST_DATABASE;
  const done: (() => Promise<void>)[] = [];
  if (wants === 'pglite' && !process.env[SNAPSHOT_ENV]) {
    const dir = await mkdtemp(join(tmpdir(), 'harbor-test-db-'));
    const file = join(dir, 'migrated.tar');
    await writeFile(file, Buffer.from(await (await pgliteSnapshot()).arrayBuffer()));
    process.env[SNAPSHOT_ENV] = file;
    done.push(() => rm(dir, { recursive: true, force: true }));
  }
  const url = loadEnv().DATABASE_URL;
  if (wants === 'postgres' && url && !process.env[TEMPLATE_ENV]) {
    const template = await scratchPostgres(url);
    const database = await openDatabase({ databaseUrl: template.url });
    await database.close();
    process.env[TEMPLATE_ENV] = new URL(template.url).pathname.slice(1);
    done.push(template.drop);
  }
  return async () => {
    for (const undo of done) await undo();
  };
}
