// PGlite allows one process per data folder; a second opener could corrupt it. A lock file,
// created exclusively, turns that into a clear refusal. A lock left by a dead process is taken over.
import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import path from 'node:path';

export const LOCK_FILE = '.server.lock';

export class DataDirInUseError extends Error {
  constructor(dir: string, pid: number) {
    super(
      `The data folder ${dir} is in use by process ${pid}. Stop that process first, ` +
        'or point DATA_DIR at another folder (or use DATABASE_URL to share PostgreSQL).',
    );
    this.name = 'DataDirInUseError';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else; still alive.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function tryCreate(file: string): boolean {
  try {
    const fd = openSync(file, 'wx');
    writeSync(fd, String(process.pid));
    closeSync(fd);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

function readPid(file: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(file, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/** Takes the folder's lock or throws DataDirInUseError; returns the function that releases it. */
export function lockDataDir(dir: string): () => void {
  const absolute = path.resolve(dir);
  mkdirSync(absolute, { recursive: true });
  const file = path.join(absolute, LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    if (tryCreate(file)) {
      return () => {
        if (readPid(file) === process.pid) unlinkSync(file);
      };
    }
    const pid = readPid(file);
    // Our own pid counts as alive: a second open inside one process is just as unsafe.
    if (pid !== undefined && isAlive(pid)) throw new DataDirInUseError(absolute, pid);
    // Stale (dead pid or unreadable): remove it and try once more; losing that race is "in use".
    try {
      unlinkSync(file);
    } catch {
      // Another process removed it first; the retry decides.
    }
  }
  throw new DataDirInUseError(absolute, readPid(file) ?? 0);
}
