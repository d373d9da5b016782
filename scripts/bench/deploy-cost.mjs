// What one deploy costs an installed phone: builds the site, changes one sentence of one
// article, builds again, and sums the bytes (brotli, as served) of the precache entries whose URL
// or revision changed: what every installed app downloads on its next update. The sentence is put
// back afterwards. `node scripts/bench/deploy-cost.mjs [--max-kb 100]` fails above the limit.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const ARTICLE = 'src/content/articles/medicare/part-d-explained.md';
const maxAt = process.argv.indexOf('--max-kb');
const maxKb = maxAt > 0 ? Number(process.argv[maxAt + 1]) : 100;

/** url -> revision (null for hashed files) of every entry injected into dist/client/sw.js. */
function precache() {
  const source = readFileSync('dist/client/sw.js', 'utf8');
  const entries = new Map();
  for (const match of source.matchAll(/\{"?url"?:\s*"([^"]+)",\s*"?revision"?:\s*(null|"[^"]*")\}/g)) {
    entries.set(match[1], match[2]);
  }
  for (const match of source.matchAll(/\{"?revision"?:\s*(null|"[^"]*"),\s*"?url"?:\s*"([^"]+)"\}/g)) {
    entries.set(match[2], match[1]);
  }
  return entries;
}

/** Bytes sent for one file: its brotli copy where the build wrote one. */
function servedBytes(url) {
  const file = join('dist/client', url);
  return existsSync(`${file}.br`) ? statSync(`${file}.br`).size : statSync(file).size;
}

/** npm run build, quietly: its output is shown only when it fails. */
function build() {
  try {
    execFileSync('npm', ['run', 'build'], { stdio: 'pipe', maxBuffer: 64 * 1024 * 1024 });
  } catch (error) {
    process.stderr.write(String(error.stdout ?? '') + String(error.stderr ?? ''));
    throw error;
  }
}

const original = readFileSync(ARTICLE, 'utf8');
const changed = original.replace(/\n\n([A-Z][^\n]{20,}?\.) /, '\n\n$1 This sentence is new. ');
if (changed === original) throw new Error(`no sentence to change in ${ARTICLE}`);

build();
const before = precache();
try {
  writeFileSync(ARTICLE, changed);
  build();
} finally {
  writeFileSync(ARTICLE, original);
}
const after = precache();
const differing = [...after].filter(([url, revision]) => before.get(url) !== revision).map(([url]) => url);
const bytes = differing.reduce((sum, url) => sum + servedBytes(url), 0);
console.log(
  `[deploy cost] one sentence changed in ${ARTICLE}: ${differing.length} of ${after.size} precached files`,
);
for (const url of differing) console.log(`  ${url} ${(servedBytes(url) / 1024).toFixed(1)} kB`);
console.log(`[deploy cost] ${(bytes / 1024).toFixed(1)} kB to download (limit ${maxKb} kB)`);
// The last build had the sentence; build once more so dist/ matches the sources.
build();
if (bytes > maxKb * 1024) process.exit(1);
