import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp, type TestApp } from '../test/test-app';

// Compression and validators of the built site (decision 076), on real files in a temp folder.
let t: TestApp;
let dir: string;
const page = `<html><head></head><body>${'<p>Harbor Point reads this guide aloud.</p>'.repeat(80)}</body></html>`;
const script = `export const rates = [${Array.from({ length: 400 }, (_, i) => i % 17).join(',')}];`;

function write(relative: string, content: string | Buffer) {
  const file = path.join(dir, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
}

const get = (url: string, headers: Record<string, string> = {}) => t.app.request(url, { headers });
const bytes = async (res: Response) => Buffer.from(await res.arrayBuffer());

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'static-encoding-'));
  write('index.html', page);
  write('guides/index.html', page.replace('guide', 'other guide'));
  // Precompressed by the build, as scripts/compress.mjs writes them.
  write('assets/app-abc.js', script);
  write('assets/app-abc.js.br', brotliCompressSync(script));
  write('assets/app-abc.js.gz', gzipSync(script));
  write('sw.js', script);
  write('sw.js.br', brotliCompressSync(script));
  write('icons/a.png', Buffer.alloc(4000, 7));
  t = await openTestApp({ env: { STATIC_DIR: dir } });
});
afterAll(async () => {
  await t.dispose();
  rmSync(dir, { recursive: true, force: true });
});

describe('compressed static answers', () => {
  it('prefers brotli, and says the answer varies by Accept-Encoding', async () => {
    const res = await get('/assets/app-abc.js', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('vary')).toContain('Accept-Encoding');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(await bytes(res)).toString()).toBe(script);
  });

  it('sends gzip to a client without brotli, and plain bytes to one that accepts neither', async () => {
    const gz = await get('/assets/app-abc.js', { 'Accept-Encoding': 'gzip' });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(await bytes(gz)).toString()).toBe(script);
    for (const accept of ['identity', 'br;q=0, gzip;q=0', '']) {
      const plain = await get('/assets/app-abc.js', accept ? { 'Accept-Encoding': accept } : {});
      expect(plain.headers.get('content-encoding'), accept).toBeNull();
      expect(plain.headers.get('vary')).toContain('Accept-Encoding');
      expect((await bytes(plain)).toString()).toBe(script);
    }
  });

  it('compresses prerendered pages, keeping them no-cache with the security headers', async () => {
    for (const url of ['/', '/guides', '/index.html']) {
      const res = await get(url, { 'Accept-Encoding': 'br' });
      expect(res.headers.get('content-encoding'), url).toBe('br');
      expect(res.headers.get('cache-control'), url).toBe('no-cache');
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
      expect(brotliDecompressSync(await bytes(res)).toString()).toContain('Harbor Point');
    }
  });

  it('leaves images as they are', async () => {
    const res = await get('/icons/a.png', { 'Accept-Encoding': 'br, gzip' });
    expect(res.headers.get('content-encoding')).toBeNull();
    expect((await bytes(res)).length).toBe(4000);
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const res = await t.app.request('/', { method: 'HEAD', headers: { 'Accept-Encoding': 'br' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(await res.text()).toBe('');
  });

  it('answers a matching If-None-Match with 304, per encoding', async () => {
    const first = await get('/assets/app-abc.js', { 'Accept-Encoding': 'br' });
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^".+-br"$/);
    const again = await get('/assets/app-abc.js', { 'Accept-Encoding': 'br', 'If-None-Match': etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    // The same validator does not match the gzip bytes.
    const other = await get('/assets/app-abc.js', { 'Accept-Encoding': 'gzip', 'If-None-Match': etag });
    expect(other.status).toBe(200);
  });

  it('serves a file changed on disk, never its stale compressed sibling', async () => {
    expect(
      brotliDecompressSync(await bytes(await get('/sw.js', { 'Accept-Encoding': 'br' }))).toString(),
    ).toBe(script);
    const newer = `${script}\n// build 2`;
    write('sw.js', newer);
    // A new mtime even on file systems with coarse timestamps.
    utimesSync(path.join(dir, 'sw.js'), new Date(), new Date(Date.now() + 5000));
    const res = await get('/sw.js', { 'Accept-Encoding': 'br' });
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(brotliDecompressSync(await bytes(res)).toString()).toBe(newer);
  });
});
