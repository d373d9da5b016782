// "Save for offline" for members (save-offline-button.tsx): puts a page, its page data and its
// pictures into a cache whose name starts with the member prefix, so logging out deletes it
// (src/lib/store.ts).
import { MEMBER_CACHE_PREFIX } from '../../../lib/store';
import { payloadUrl } from '../../../shared/content-types';

/** The same name src/sw.ts reads when the network fails. */
export const MEMBER_SAVED_CACHE = `${MEMBER_CACHE_PREFIX}saved`;

/** The URLs that make a page readable offline: the page, its data and the images it shows. */
export function urlsToSave(paths: string[], images: string[] = []): string[] {
  const urls = paths.flatMap((path) => [path, payloadUrl(path)]);
  return [...new Set([...urls, ...images])];
}

/** Asks the browser to keep our storage under pressure; the answer does not change what we save. */
async function askForPersistence(): Promise<boolean> {
  try {
    return (await navigator.storage?.persist?.()) ?? false;
  } catch {
    return false;
  }
}

/** Saves pages (an article, or every episode of a series) for offline reading. */
export async function saveForOffline(
  paths: string[],
  images: string[] = [],
): Promise<{ persisted: boolean }> {
  const persisted = await askForPersistence();
  const cache = await caches.open(MEMBER_SAVED_CACHE);
  await cache.addAll(urlsToSave(paths, images));
  return { persisted };
}

export async function isSavedForOffline(path: string): Promise<boolean> {
  if (typeof caches === 'undefined') return false;
  const cache = await caches.open(MEMBER_SAVED_CACHE);
  return Boolean(await cache.match(path));
}
