import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { StaticFileCache } from './static-cache';

let dir: string;
let file: string;
const later = (seconds: number) => new Date(Date.now() + seconds * 1000);

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'static-cache-'));
  file = path.join(dir, 'page.html');
  writeFileSync(file, '<p>first build</p>');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('StaticFileCache', () => {
  it('answers a cached file without waiting, and a file replaced on disk from the next turn on', async () => {
    const cache = new StaticFileCache();
    expect(cache.cached(file)).toBeUndefined();
    expect((await cache.get(file))?.body.toString()).toBe('<p>first build</p>');
    await nextTurn();
    expect(cache.cached(file)?.body.toString()).toBe('<p>first build</p>');

    writeFileSync(file, '<p>second build, longer</p>');
    utimesSync(file, later(5), later(5));
    // Requests of the turn that already checked the file share that check.
    expect(cache.cached(file)?.body.toString()).toBe('<p>first build</p>');
    await nextTurn();
    expect(cache.cached(file)).toBeUndefined();
    expect((await cache.get(file))?.body.toString()).toBe('<p>second build, longer</p>');
  });

  it('forgets a file deleted from disk on the next turn', async () => {
    const cache = new StaticFileCache();
    await cache.get(file);
    await nextTurn();
    expect(cache.cached(file)).toBeDefined();
    rmSync(file);
    await nextTurn();
    expect(cache.cached(file)).toBeUndefined();
    expect(await cache.get(file)).toBeUndefined();
  });
});
