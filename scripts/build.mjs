// npm run build: client bundle, server bundle, then prerendered HTML (docs/contracts.md).
// SITE_URL / SITE_NAME from the environment reach the client as VITE_SITE_URL / VITE_SITE_NAME.
import { spawnSync } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { build } from 'vite';

if (process.env.SITE_URL && !process.env.VITE_SITE_URL) process.env.VITE_SITE_URL = process.env.SITE_URL;
if (process.env.SITE_NAME && !process.env.VITE_SITE_NAME) process.env.VITE_SITE_NAME = process.env.SITE_NAME;

await rm('dist', { recursive: true, force: true });

console.log('\n[build] client bundle -> dist/client');
await build({ mode: 'production' });

console.log('\n[build] server bundle -> dist/server');
await build({ mode: 'production', build: { ssr: 'src/entry-server.tsx' } });

console.log('\n[build] prerender -> dist/client/**/index.html, 404.html, _shell.html');
const prerender = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/prerender.ts'], { stdio: 'inherit' });
if (prerender.status !== 0) {
  console.error('[build] prerender failed');
  process.exit(prerender.status ?? 1);
}

// PWA HOOK: inject the web app manifest and build the service worker (vite-plugin-pwa
// injectManifest over dist/client) here, after prerendering, so the precache list includes the
// prerendered guide and article pages.

console.log('\n[build] done');
