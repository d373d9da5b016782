// The embedded database's first start, in a process of its own. PGlite's initdb
// leaves about 500 MB in the process that ran it (WebAssembly memory is never given back), so a
// server that created its data folder held 650-940 MB for its whole life, against about 300 MB
// when it opens a folder that exists. When the folder is new, the server runs itself once as a
// child that creates and migrates it and exits, then opens the prepared folder.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { openDatabase } from './client';

/** Set in the child's environment: open the data folder (initdb, migrations), close it, exit. */
export const PREPARE_ONLY_ENV = 'HARBOR_PREPARE_DATA_DIR_ONLY';

/** True once initdb has written the folder (Postgres writes PG_VERSION first). */
const prepared = (dataDir: string) => existsSync(join(dataDir, 'PG_VERSION'));

/** Creates and migrates a new data folder in a child process; a folder that exists is left alone. */
export async function prepareDataDir(dataDir: string): Promise<void> {
  if (prepared(dataDir)) return;
  const child = spawn(process.execPath, [...process.execArgv, process.argv[1]!], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, [PREPARE_ONLY_ENV]: '1' },
  });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', resolve);
  });
  if (code !== 0) throw new Error(`preparing the data folder ${dataDir} failed (exit code ${code})`);
}

/** The child's whole work. */
export async function prepareOnly(dataDir: string): Promise<void> {
  const database = await openDatabase({ dataDir });
  await database.close();
}
