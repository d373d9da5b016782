// Fails the build when the service worker's precache misses prerendered pages (decision 051): the
// worker is easily generated before prerendering, and then guides and articles are silently absent.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { listFiles } from './build-meta';
import { requiredPrecacheUrls } from './precache-rules';
import { legacyPaths } from '../../src/shared/legacy-paths';

/** The `url` of every entry injected into sw.js (minified or not). */
export function precachedUrls(swSource: string): Set<string> {
  const urls = new Set<string>();
  for (const match of swSource.matchAll(/"?url"?:\s*"([^"]+)"/g)) urls.add(match[1]!);
  return urls;
}

/** Pages and page data written by prerendering that a visitor may read offline. */
export function expectedPageFiles(files: string[]): string[] {
  // Exactly the stubs: /articles redirects, yet the articles under it are pages.
  const legacy = new Set(legacyPaths.map((entry) => `${entry.path.slice(1).toLowerCase()}/index.html`));
  return files.filter(
    (file) =>
      (file.endsWith('index.html') || file.endsWith('_payload.json')) && !legacy.has(file.toLowerCase()),
  );
}

export function missingFromPrecache(files: string[], urls: Set<string>): string[] {
  const wanted = new Set([...requiredPrecacheUrls, ...expectedPageFiles(files)]);
  return [...wanted].filter((file) => !urls.has(file)).sort();
}

export async function verifyPrecache(clientDir: string): Promise<number> {
  const urls = precachedUrls(await readFile(join(clientDir, 'sw.js'), 'utf8'));
  const missing = missingFromPrecache(await listFiles(clientDir), urls);
  if (missing.length > 0) {
    throw new Error(
      `sw.js precache is missing ${missing.length} file(s): ${missing.slice(0, 10).join(', ')}`,
    );
  }
  return urls.size;
}
