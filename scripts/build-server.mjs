// The server as JavaScript (decision 161): esbuild bundles our code (src/server, src/shared) into
// dist/server/index.js and dist/server/create-agent.js; packages stay imports of node_modules, so
// nothing of a dependency is copied or changed. Drizzle's migrations are copied beside the bundles,
// where src/server/paths.ts looks for them.
import { cp } from 'node:fs/promises';
import { build } from 'esbuild';
import { agencyDefines } from './agency-file.mjs';

/** Bundles the server entries into `outdir` (dist/server); returns the bytes written per file. */
export async function buildServer(outdir = 'dist/server') {
  const result = await build({
    entryPoints: { index: 'src/server/index.ts', 'create-agent': 'src/server/cli/create-agent.ts' },
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
    metafile: true,
    define: agencyDefines(),
  });
  await cp('src/server/db/migrations', `${outdir}/db/migrations`, { recursive: true });
  return Object.fromEntries(
    Object.entries(result.metafile.outputs)
      .filter(([file]) => file.endsWith('.js'))
      .map(([file, output]) => [file, output.bytes]),
  );
}
