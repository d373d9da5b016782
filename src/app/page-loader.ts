// Loads a page chunk with the spec's failure rules: a failed import reloads the page once per path
// in 10 s (a new deploy removed the old chunk), and a chunk that hangs becomes a timeout error.
import { reloadOnceForChunkError } from '../lib/reload-guard';

export const PAGE_LOAD_TIMEOUT_MS = 15_000;

export class PageLoadTimeoutError extends Error {
  override name = 'PageLoadTimeoutError';
  constructor() {
    super('This page is taking too long to load.');
  }
}

export function loadWithTimeout<T>(load: () => Promise<T>, timeoutMs = PAGE_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new PageLoadTimeoutError()), timeoutMs);
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        // Reloading fetches the new build; the promise then never settles, as the page goes away.
        if (typeof window !== 'undefined' && reloadOnceForChunkError()) return;
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}
