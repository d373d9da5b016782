// Byte measurements of a built site (dist/client), shared by the budget check and `npm run bench`:
// the JavaScript and CSS a page loads first, and what the service worker downloads at install.
// Bytes only: they do not vary between runs, so a test may fail on them (timings may not).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Types the server sends compressed (scripts/compress.mjs); the rest go as they are. */
export const compressible = /\.(html|js|mjs|css|json|svg|webmanifest|xml|txt|map)$/i;

export function sizes(bytes) {
  return {
    raw: bytes.length,
    gzip: gzipSync(bytes, { level: 9 }).length,
    brotli: brotliCompressSync(bytes, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
    }).length,
  };
}

/** The sizes the server sends: the build's `.br` / `.gz` siblings where present (fast), else computed. */
function servedSizes(file) {
  const gz = `${file}.gz`;
  const br = `${file}.br`;
  // A sibling is missing only when it would not be smaller: such files are tiny.
  if (!existsSync(gz) || !existsSync(br)) return sizes(readFileSync(file));
  return { raw: statSync(file).size, gzip: statSync(gz).size, brotli: statSync(br).size };
}

/**
 * The chat on the device (decision 268): its index (the build's passages file) and its engine's
 * chunk, as the server sends them; `engine` is undefined when the build has no such chunk.
 */
export function chatDeviceSizes(clientDir) {
  const engineFile = readdirSync(join(clientDir, 'assets')).find((file) =>
    /^answer-from-index-.*\.js$/.test(file),
  );
  return {
    index: servedSizes(join(clientDir, 'chat-passages.json')),
    engine: engineFile ? servedSizes(join(clientDir, 'assets', engineFile)) : undefined,
  };
}

const add = (a, b) => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip, brotli: a.brotli + b.brotli });
const zero = () => ({ raw: 0, gzip: 0, brotli: 0 });

/** Same-origin URLs named by tags matching `pattern` in the HTML (first capture group). */
function urls(html, pattern) {
  return [
    ...new Set([...html.matchAll(pattern)].map((match) => match[1]).filter((url) => url.startsWith('/'))),
  ];
}

/**
 * What a page's HTML makes the browser fetch before it is interactive: its module scripts with
 * every modulepreload (the entry chunk's static imports) or the deferred list that names them, and
 * its stylesheets.
 */
export function firstLoad(clientDir, htmlFile) {
  const html = readFileSync(join(clientDir, htmlFile), 'utf8');
  // The build's list that the boot script loads after first paint (decision 076), or plain tags.
  const list = /<script type="application\/json" id="__modules">([^<]*)<\/script>/.exec(html);
  const js = [
    ...(list ? JSON.parse(list[1]) : []),
    ...urls(html, /<script\b[^>]*\bsrc="([^"]+)"/g),
    ...urls(html, /<link\b[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g),
  ];
  const css = urls(html, /<link\b[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g);
  const total = (list) => list.map((url) => servedSizes(join(clientDir, url))).reduce(add, zero());
  return { js: { ...total(js), files: js }, css: { ...total(css), files: css } };
}

/** The precache manifest injected into sw.js: relative URLs of the files installed with the worker. */
export function precacheUrls(clientDir) {
  const source = readFileSync(join(clientDir, 'sw.js'), 'utf8');
  return [...new Set([...source.matchAll(/"?url"?:\s*"([^"]+)"/g)].map((match) => match[1]))];
}

/** Bytes the worker downloads at install, per encoding; images and fonts count as they are. */
export function precacheSize(clientDir, list = precacheUrls(clientDir)) {
  let total = zero();
  for (const url of list) {
    const file = join(clientDir, url.split('?')[0]);
    const size = statSync(file).size;
    total = add(total, compressible.test(url) ? servedSizes(file) : { raw: size, gzip: size, brotli: size });
  }
  return { ...total, files: list.length };
}
