// npm run build: client bundle, SSR bundle, prerendered HTML (docs/contracts.md), then the server
// itself as JavaScript (decision 161).
// SITE_URL / SITE_NAME from the environment reach the client as VITE_SITE_URL / VITE_SITE_NAME.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { tsImport } from 'tsx/esm/api';
import { build } from 'vite';

if (process.env.SITE_URL && !process.env.VITE_SITE_URL) process.env.VITE_SITE_URL = process.env.SITE_URL;
if (process.env.SITE_NAME && !process.env.VITE_SITE_NAME) process.env.VITE_SITE_NAME = process.env.SITE_NAME;

// The build id: compiled into the client (import.meta.env.VITE_BUILD_ID) and written to
// builds/latest.json, so a page can tell that a newer build is out (decision 050).
const buildId = `${Date.now().toString(36)}-${randomBytes(3).toString('hex')}`;
process.env.VITE_BUILD_ID = buildId;

/** Keeps vite-plugin-pwa's API so the worker can be built again after prerendering (as vite-ssg does). */
let pwaApi;
const capturePwaApi = {
  name: 'harbor:capture-pwa-api',
  configResolved(config) {
    pwaApi = config.plugins.find((plugin) => plugin.name === 'vite-plugin-pwa')?.api;
  },
};

await rm('dist', { recursive: true, force: true });

console.log('\n[build] client bundle -> dist/client');
await build({ mode: 'production', plugins: [capturePwaApi] });

console.log('\n[build] SSR bundle -> dist/server/entry-server.js');
await build({ mode: 'production', build: { ssr: 'src/entry-server.tsx' } });

// The template's scripts load after first paint (decision 076); every prerendered page inherits it.
const { deferTemplateModules } = await tsImport('./defer-modules.mjs', import.meta.url);
await deferTemplateModules('dist/client/index.html');

console.log('\n[build] prerender -> dist/client/**/index.html, 404.html, _shell.html');
const prerender = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/prerender.ts'], {
  stdio: 'inherit',
});
if (prerender.status !== 0) {
  console.error('[build] prerender failed');
  process.exit(prerender.status ?? 1);
}

// PWA HOOK (decision 051): the manifest, the build files, then the service worker again, now that
// the prerendered pages exist, and a check that its precache lists every one of them.
console.log('\n[build] manifest, builds/latest.json, service worker precache');
if (!pwaApi) throw new Error('[build] vite-plugin-pwa API not found');
const { writeBuildFiles } = await tsImport('./pwa/build-meta.ts', import.meta.url);
const { verifyPrecache } = await tsImport('./pwa/verify-precache.ts', import.meta.url);
const meta = await writeBuildFiles('dist/client', buildId);
await pwaApi.generateSW();
const precached = await verifyPrecache('dist/client');
console.log(`[build] build ${buildId}: ${meta.routes.length} routes, ${precached} precached files`);

// Last, so that it sees every file the server sends, the worker included (decision 076).
console.log('\n[build] brotli and gzip beside every text file');
const { compressDir } = await import('./compress.mjs');
const packed = await compressDir('dist/client');
console.log(`[build] ${packed.files} files, ${packed.raw} bytes -> ${packed.brotli} bytes brotli`);

// After the SSR build, which empties dist/server.
console.log('\n[build] server -> dist/server/index.js, create-agent.js, db/migrations');
const { buildServer } = await import('./build-server.mjs');
for (const [file, bytes] of Object.entries(await buildServer()))
  console.log(`[build] ${file} ${bytes} bytes`);

console.log('\n[build] done');
