// `npm test`, after the build (decision 076): fails when a marketing page's first-load JavaScript
// passes 90 kB gzipped, or when what the service worker downloads at install passes 1.5 MB
// compressed. Bytes only, which do not vary between runs; timings belong to `npm run bench`.
import { firstLoad, precacheSize } from './budget/measure.mjs';
import { benchPages, FIRST_LOAD_JS_GZIP_MAX, htmlFileOf, PRECACHE_COMPRESSED_MAX } from './budget/pages.mjs';

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

if (failures.length > 0) {
  console.error(`\nSize budget exceeded (decision 076):\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.log('\nSize budget: within limits.');
