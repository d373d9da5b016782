// Client build -> dist/client, SSR build of src/entry-server.tsx -> dist/server (see
// scripts/build.mjs and docs/contracts.md). In dev, /api goes to the Node server on port 3000.
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { contentDevPlugin } from './scripts/dev/content-dev-plugin';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), contentDevPlugin()],
  build: {
    outDir: isSsrBuild ? 'dist/server' : 'dist/client',
    emptyOutDir: true,
    sourcemap: false,
    // One stylesheet, linked from every prerendered page: per-chunk CSS would arrive only when the
    // page's JavaScript loads, so prerendered pages would first paint unstyled. The whole CSS is small.
    cssCodeSplit: false,
  },
  server: {
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: false },
    },
  },
}));
