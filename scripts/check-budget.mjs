// `npm test`, after the build (decision 076): fails when a marketing page's first-load JavaScript
// passes 90 kB gzipped, or when what the service worker downloads at install passes 1.6 MB
// compressed, or when the chat's device index passes 150 kB brotli, or when the build id is compiled into a page or a chunk. Bytes only, which do not vary between runs; timings belong to `npm run bench`.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chatDeviceSizes, firstLoad, precacheSize } from './budget/measure.mjs';
import {
  benchPages,
  CHAT_INDEX_BROTLI_MAX,
  FIRST_LOAD_JS_GZIP_MAX,
  htmlFileOf,
  PRECACHE_COMPRESSED_MAX,
} from './budget/pages.mjs';

const clientDir = process.argv[2] ?? 'dist/client';
const kb = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
const failures = [];

for (const page of benchPages) {
  const { js, css } = firstLoad(clientDir, htmlFileOf(page.path));
  console.log(
    `${page.name.padEnd(11)} ${page.path.padEnd(36)} JS ${kb(js.gzip)} gzip, ${kb(js.brotli)} br` +
      ` (${js.files.length} files); CSS ${kb(css.gzip)} gzip`,
  );
  if (js.gzip > FIRST_LOAD_JS_GZIP_MAX) {
    failures.push(`${page.path}: first-load JS ${kb(js.gzip)} gzip > ${kb(FIRST_LOAD_JS_GZIP_MAX)}`);
  }
}

// gzip, the larger of the two forms the server sends: a browser that asks only for gzip gets it.
const precache = precacheSize(clientDir);
console.log(
  `precache    ${precache.files} files: ${kb(precache.gzip)} gzip, ${kb(precache.brotli)} br, ${kb(precache.raw)} raw`,
);
if (precache.gzip > PRECACHE_COMPRESSED_MAX) {
  failures.push(`install-time precache ${kb(precache.gzip)} gzip > ${kb(PRECACHE_COMPRESSED_MAX)}`);
}

// The chat on the device: its index (the site's passages) and its engine, fetched on the chat screen
// only. The index's brotli size is held to its budget; the engine's is printed beside it.
const { index, engine } = chatDeviceSizes(clientDir);
console.log(
  `chat device index ${kb(index.brotli)} br, ${kb(index.gzip)} gzip; engine ${engine ? `${kb(engine.brotli)} br` : 'not found'}`,
);
if (index.brotli > CHAT_INDEX_BROTLI_MAX) {
  failures.push(`the chat's device index ${kb(index.brotli)} br > ${kb(CHAT_INDEX_BROTLI_MAX)}`);
}
if (!engine) failures.push("the chat's device engine chunk (answer-from-index-*.js) is missing");

// A deploy costs what it changed: the build id, new on every build, must live only in
// sw.js and builds/latest.json. In a chunk it changes that chunk and every page that names it.
// `node scripts/bench/deploy-cost.mjs` measures the whole: one sentence changed, 77.5 kB on 2026-11-26.
const buildId = JSON.parse(readFileSync(join(clientDir, 'builds/latest.json'), 'utf8')).id;
const carriers = readdirSync(clientDir, { recursive: true })
  .map(String)
  .filter(
    (file) =>
      /\.(js|html|json)$/.test(file) &&
      !/^(sw\.js|builds\/)/.test(file) &&
      readFileSync(join(clientDir, file), 'utf8').includes(buildId),
  );
console.log(`build id   ${buildId}: in ${carriers.length} file(s) besides sw.js and builds/latest.json`);
if (carriers.length > 0) failures.push(`the build id is compiled into ${carriers.slice(0, 5).join(', ')}`);

if (failures.length > 0) {
  console.error(`\nSize budget exceeded (decision 076):\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.log('\nSize budget: within limits.');
