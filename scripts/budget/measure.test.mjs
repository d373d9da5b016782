import { Buffer } from 'node:buffer';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstLoad, precacheSize, precacheUrls } from './measure.mjs';
import { stripScripts } from '../bench/servers.mjs';

let dir;
const entry = 'console.log("entry");'.repeat(200);
const react = 'export const react = 1;'.repeat(100);
const write = (relative, content) => {
  mkdirSync(path.dirname(path.join(dir, relative)), { recursive: true });
  writeFileSync(path.join(dir, relative), content);
};
const page = [
  '<html><head><script>document.documentElement.dataset.x = "1"</script>',
  '<script type="module" crossorigin src="/assets/entry.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/react.js">',
  '<link rel="stylesheet" crossorigin href="/assets/style.css">',
  '<script type="module" src="https://elsewhere.example/x.js"></script>',
  '</head><body><h1>Home</h1></body></html>',
].join('');

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'measure-'));
  write('index.html', page);
  write('assets/entry.js', entry);
  write('assets/react.js', react);
  write('assets/lazy.js', 'export const lazy = 1;'.repeat(100));
  write('assets/style.css', 'body { color: black }'.repeat(50));
  write('icons/a.png', Buffer.alloc(3000, 1));
  write(
    'sw.js',
    'e([{"revision":"1","url":"index.html"},{url:"assets/entry.js",revision:null},{url:"icons/a.png"}])',
  );
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('byte measurements of a build', () => {
  it('counts a page’s module scripts and modulepreloads as first-load JS, not lazy chunks', () => {
    const { js, css } = firstLoad(dir, 'index.html');
    expect(js.files).toEqual(['/assets/entry.js', '/assets/react.js']);
    expect(js.raw).toBe(entry.length + react.length);
    expect(js.gzip).toBeLessThan(js.raw);
    expect(js.brotli).toBeLessThan(js.raw);
    expect(css.files).toEqual(['/assets/style.css']);
  });

  it('sizes the precache from the worker’s manifest, images at their own size', () => {
    expect(precacheUrls(dir)).toEqual(['index.html', 'assets/entry.js', 'icons/a.png']);
    const size = precacheSize(dir);
    expect(size.files).toBe(3);
    expect(size.raw).toBe(page.length + entry.length + 3000);
    expect(size.gzip).toBeGreaterThan(3000);
    expect(size.gzip).toBeLessThan(size.raw);
  });

  it('the script-free copy keeps the HTML and CSS but no script of any kind', () => {
    const stripped = stripScripts(page);
    expect(stripped).not.toMatch(/<script|modulepreload/);
    expect(stripped).toContain('<link rel="stylesheet" crossorigin href="/assets/style.css">');
    expect(stripped).toContain('<h1>Home</h1>');
  });
});
