// Client build -> dist/client, SSR build of src/entry-server.tsx -> dist/server (see
// scripts/build.mjs and docs/contracts.md). In dev, /api goes to the Node server on port 3000.
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { COLOR_MODE_PLACEHOLDER, BOOT_SCRIPT_TAG } from './src/shared/color-mode-script';
import { agencyDefines } from './scripts/agency-file.mjs';
import { srcAlias } from './scripts/dev/alias';
import { contentDevPlugin } from './scripts/dev/content-dev-plugin';
import { offlinePagePlugin } from './scripts/pwa/offline-page';
import { pwaPrecacheIgnores, pwaPrecachePatterns } from './scripts/pwa/precache-rules';

/** The chunks main.tsx imports at once, each evaluated in a task of its own (decision 260). */
const BOOT_CHUNKS = /(?:\/react-dom\/client\.js|\/src\/app\/start\.tsx)$/;

/**
 * Lists the boot chunks (and what they import) beside the entry's own imports in the page's HTML,
 * as modulepreload links that scripts/defer-modules.mjs turns into the boot script's list: they are
 * fetched with the entry, not after it has run, and the first-load budget counts them.
 */
const bootChunksInHtml: Plugin = {
  name: 'harbor:boot-chunks-in-html',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler(_html, { bundle, chunk }) {
      if (!bundle || !chunk) return [];
      const files = new Set<string>();
      const add = (file: string) => {
        const found = bundle[file];
        if (files.has(file) || file === chunk.fileName || chunk.imports.includes(file)) return;
        if (found?.type !== 'chunk') return;
        files.add(file);
        found.imports.forEach(add);
      };
      for (const file of chunk.dynamicImports) {
        const found = bundle[file];
        if (found?.type === 'chunk' && BOOT_CHUNKS.test(found.facadeModuleId ?? '')) add(file);
      }
      return [...files].map((file) => ({
        tag: 'link',
        attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
        injectTo: 'head' as const,
      }));
    },
  },
};

export default defineConfig(({ isSsrBuild }) => ({
  resolve: {
    alias: [
      ...srcAlias,
      // React 19 has the hook: wouter's import of the pre-18 shim gets React's own (decision 246).
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: fileURLToPath(new URL('./src/lib/use-sync-external-store.ts', import.meta.url)),
      },
    ],
  },
  // An agency's own name, phone, licence, staff, reviews ... (AGENCY_FILE, README): src/shared/agency.ts,
  // staff.ts and reviews.ts.
  define: agencyDefines(),
  plugins: [
    react(),
    // The colour mode script goes inline (decision 012); dev and build get the same bytes the CSP hashes.
    {
      name: 'harbor:color-mode-script',
      transformIndexHtml: {
        order: 'post',
        handler: (html: string) => html.replace(COLOR_MODE_PLACEHOLDER, BOOT_SCRIPT_TAG),
      },
    },
    bootChunksInHtml,
    contentDevPlugin(),
    // offline.html takes its head from index.html (scripts/pwa/offline-page.ts).
    offlinePagePlugin(),
    // The worker is built again by scripts/build.mjs after prerendering (decision 051): the run at the
    // end of the client build cannot see the prerendered pages yet.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      // Our own top-level manifest.webmanifest, copied by the build (a generated one would drift).
      manifest: false,
      injectManifest: {
        globPatterns: pwaPrecachePatterns,
        globIgnores: pwaPrecacheIgnores,
        // Hashed file names carry their own revision.
        dontCacheBustURLsMatching: /^assets\//,
        // A classic script: module service workers are newer than some phones our visitors keep.
        rollupFormat: 'iife',
      },
      devOptions: { enabled: false },
    }),
  ],
  build: {
    outDir: isSsrBuild ? 'dist/server' : 'dist/client',
    emptyOutDir: true,
    sourcemap: false,
    // NO_MINIFY=1 npm run build: readable function names in a CPU profile (docs/bench.md); never shipped.
    minify: process.env.NO_MINIFY ? false : undefined,
    // One stylesheet, linked from every prerendered page: per-chunk CSS would arrive only when the
    // page's JavaScript loads, so prerendered pages would first paint unstyled. The whole CSS is small.
    cssCodeSplit: false,
    // Every browser we support knows modulepreload; the polyfill would only add bytes to the entry.
    // The page's HTML lists the entry's imports (scripts/defer-modules.mjs); a chunk imported later
    // brings its own imports through the browser's module loader. Vite's helper would append a
    // <link rel=modulepreload> per import first, one DOM insertion each on the main thread, inside
    // the tasks that start the page and hydrate it (decision 260).
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []),
    },
  },
  server: {
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: false },
    },
  },
}));
