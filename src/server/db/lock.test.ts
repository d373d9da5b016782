import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from './client';
import { LOCK_FILE, lockDataDir } from './lock';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'lock-test-'));
  dirs.push(dir);
  return dir;
};

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the data folder lock', () => {
  it('refuses a second opener of the same folder and names the process holding it', () => {
    const dir = tempDir();
    const release = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(`is in use by process ${process.pid}`);
    release();
    lockDataDir(dir)();
  });

  it('refuses when another live process holds the lock', async () => {
    const dir = tempDir();
    const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 20000)']);
    try {
      writeFileSync(path.join(dir, LOCK_FILE), String(child.pid));
      expect(() => lockDataDir(dir)).toThrow(
        new RegExp(`The data folder .* is in use by process ${child.pid}`),
      );
      // The holder's lock is left alone.
      expect(readFileSync(path.join(dir, LOCK_FILE), 'utf8')).toBe(String(child.pid));
    } finally {
      child.kill();
    }
  });

  it('takes over a stale lock left by a dead process', () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, LOCK_FILE), '2147483646');
    const release = lockDataDir(dir);
    expect(readFileSync(path.join(dir, LOCK_FILE), 'utf8')).toBe(String(process.pid));
    release();
  });

  it('keeps a second PGlite opener out of a folder that is in use, harming nothing', async () => {
    const dir = tempDir();
    const first = await openDatabase({ dataDir: dir });
    await expect(openDatabase({ dataDir: dir })).rejects.toThrow(/is in use by process/);
    await first.ping();
    await first.close();
    const again = await openDatabase({ dataDir: dir });
    await again.ping();
    await again.close();
    // Two PGlite starts in a folder (initdb, the migrations) are its subject: seconds each on a
    // quiet machine, 40 s and more on a busy one, where the default 30 s failed it.
  }, 120_000);
});
