// What the service worker precaches from dist/client (decision 051). Pages are found as files after
// prerendering; legacy paths are left out because the server answers them with a 301, and a
// precached stub would hide that redirect.
import { legacyPaths } from '../../src/shared/legacy-paths';

export const pwaPrecachePatterns = [
  '**/*.{html,js,css,json,svg,woff2,webmanifest}',
  // The icons a page links to. The 512 px and shortcut icons, screenshots and social images serve
  // only the install sheet and crawlers, which fetch them online (decision 075: precache budget).
  'icons/icon-192.png',
  'icons/apple-touch-icon-180.png',
];

export const pwaPrecacheIgnores = [
  // The update check must always reach the network (PWA.md).
  'builds/**',
  'sw.js',
  // A 404 page with a placeholder the server fills in: useless from the cache.
  '404.html',
  // Pages prerendered for a query (src/shared/page-variants.ts): online they spare the first paint
  // a jump; offline the page itself (quote/index.html) serves and renders the query once it runs.
  // Six more pages would be about 40 kB of every installation (decision 075's budget).
  'quote/line-*.html',
  // The members' screens' own shells (decision 195) serve the first paint online; offline the plain
  // app shell (_shell.html) renders the screen. Fourteen more pages would be 40 kB of every install.
  '_shells/**',
  // The chat's answering on the device (decision 264): the passages and the engine's chunk, about
  // 300 kB gzip, are fetched by the chat screen and kept by the worker's runtime caches (src/sw.ts),
  // not downloaded by every installation (decision 075's budget).
  'chat-passages.json',
  'assets/answer-from-index-*.js',
  // The agents' console (about 16 kB gzip): agents work online, and no member or visitor runs it.
  // Kept by the worker's runtime cache once an agent has opened it (src/sw.ts).
  'assets/agent-*.js',
  'assets/console-*.js',
  // Only the stub itself: /articles is a legacy path, and the articles below it are real pages.
  ...legacyPaths.map((legacy) => `${legacy.path.replace(/^\//, '')}/index.html`),
];

/** Pages that must be in the precache after a build, else the build fails (checked by verify-precache). */
export const requiredPrecacheUrls = [
  'index.html',
  'offline.html',
  // Member pages offline (src/sw.ts): the shell renders them from what the device holds.
  '_shell.html',
  'search-index.json',
  'manifest.webmanifest',
  'resources/medicare-guide/index.html',
  'resources/medicare-guide/_payload.json',
  'resources/retirement-calculator/index.html',
  'articles/overview/index.html',
];
