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
  const legacy = legacyPaths.map((entry) => entry.path.slice(1).toLowerCase() + '/');
  return files.filter(
    (file) =>
      (file.endsWith('index.html') || file.endsWith('_payload.json')) &&
      !legacy.some((prefix) => file.toLowerCase().startsWith(prefix)),
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
