// The files the update check reads (decision 050): builds/latest.json names the current build,
// builds/meta/{id}.json lists its prerendered routes and legacy redirects.
import { copyFile, mkdir, readdir, writeFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { legacyPaths } from '../../src/shared/legacy-paths';

export interface BuildMeta {
  id: string;
  builtAt: string;
  routes: string[];
  redirects: { from: string; to: string }[];
}

/** Every file under dir, as forward-slash paths relative to it. */
export async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'));
}

/** `a/b/index.html` -> `/a/b`, `index.html` -> `/`; legacy redirect stubs are not routes. */
export function routesOf(files: string[]): string[] {
  const legacy = new Set(legacyPaths.map((entry) => entry.path.toLowerCase()));
  return files
    .filter((file) => file === 'index.html' || file.endsWith('/index.html'))
    .map((file) => `/${file.slice(0, -'index.html'.length)}`.replace(/(.)\/$/, '$1'))
    .filter((route) => !legacy.has(route.toLowerCase()))
    .sort();
}

export async function writeBuildFiles(clientDir: string, id: string): Promise<BuildMeta> {
  // The top-level manifest is the source; the server serves it from the client folder.
  await copyFile('manifest.webmanifest', join(clientDir, 'manifest.webmanifest'));
  const meta: BuildMeta = {
    id,
    builtAt: new Date().toISOString(),
    routes: routesOf(await listFiles(clientDir)),
    redirects: legacyPaths.map((entry) => ({ from: entry.path, to: entry.target })),
  };
  await mkdir(join(clientDir, 'builds/meta'), { recursive: true });
  await writeFile(join(clientDir, 'builds/meta', `${id}.json`), JSON.stringify(meta));
  await writeFile(join(clientDir, 'builds/latest.json'), JSON.stringify({ id, builtAt: meta.builtAt }));
  return meta;
}
