// Page data for content pages (the spec's `_payload.json`). The prerender embeds the current page's
// payload in the HTML; navigations fetch `{path}/_payload.json`, prefetched when a link is hovered,
// focused or scrolled into view, so the next page opens at once. One promise per path.
import { HTML_FROM_ELEMENT } from '../../../shared/embedded-html';
import { api, statusOf } from '../../../lib/api-client';
import { PageDataError, PageNotFoundError } from '../../../lib/page-errors';
import type { PagePayload, PayloadKind } from '../../../shared/content-types';
import { payloadUrl } from '../../../shared/content-types';

export const PAYLOAD_ELEMENT_ID = '__payload';

type Entry = {
  promise: Promise<PagePayload>;
  value?: PagePayload;
  /** A page asked for it (not only a prefetch): its failure is kept, see fetchEntry. */
  read: boolean;
  failed?: boolean;
};
const entries = new Map<string, Entry>();

function keyOf(path: string): string {
  const clean = path.split(/[?#]/)[0]!.replace(/(.)\/+$/, '$1');
  return clean.toLowerCase();
}

/** Puts a payload that is already at hand (embedded in the HTML, or given to the prerender). */
export function primePayload(payload: PagePayload): void {
  entries.set(keyOf(payload.path), { promise: Promise.resolve(payload), value: payload, read: true });
}

export function peekPayload(path: string): PagePayload | undefined {
  return entries.get(keyOf(path))?.value;
}

function fetchEntry(path: string, read: boolean): Promise<PagePayload> {
  const key = keyOf(path);
  const known = entries.get(key);
  if (known) {
    known.read ||= read;
    return known.promise;
  }
  const entry: Entry = {
    read,
    promise: api<PagePayload>(payloadUrl(path)).then(
      (payload) => {
        entry.value = payload;
        return payload;
      },
      (error: unknown) => {
        throw statusOf(error) === 404 ? new PageNotFoundError(path) : new PageDataError();
      },
    ),
  };
  entry.promise.catch(() => {
    entry.failed = true;
    // A failure no page shows (a prefetch) is forgotten, so a click asks again. One a page shows is
    // kept until the next navigation: forgotten at once, the page's next render would ask again,
    // and React renders a suspended page again as soon as its promise settles, so a missing page
    // would fetch its `_payload.json` hundreds of times a second.
    if (!entry.read && entries.get(key) === entry) entries.delete(key);
  });
  entries.set(key, entry);
  return entry.promise;
}

/** The payload of a path for a page: from memory, or fetched once. A failure stays until forgotten. */
export function loadPayload(path: string): Promise<PagePayload> {
  return fetchEntry(path, true);
}

/** Forgets the failures pages were shown, so the next visit or a Retry asks the server again. */
export function forgetFailedPayloads(): void {
  for (const [key, entry] of entries) if (entry.failed) entries.delete(key);
}

/** Paths whose prefetch failed: not tried again ahead of a click (a click still loads them). */
const failedPrefetches = new Set<string>();

/** Loads ahead of a click; a failure is only a console warning, the page still opens. */
export function prefetchPayload(path: string): void {
  const key = keyOf(path);
  if (failedPrefetches.has(key)) return;
  try {
    fetchEntry(path, false).catch((error: unknown) => {
      failedPrefetches.add(key);
      console.warn(`[payload] could not prefetch ${path}:`, error instanceof Error ? error.message : error);
    });
  } catch (error) {
    console.warn(`[payload] ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** Reads the payload the prerender embedded in the page (browser only). */
export function primeEmbeddedPayload(doc: Document = document): void {
  const element = doc.getElementById(PAYLOAD_ELEMENT_ID);
  if (!element?.textContent) return;
  try {
    const payload = JSON.parse(element.textContent) as PagePayload & { [HTML_FROM_ELEMENT]?: number };
    // Left out by the prerender where the page shows it (src/shared/embedded-html.ts).
    const from = payload[HTML_FROM_ELEMENT];
    if (from !== undefined) {
      const source = doc.querySelectorAll('[data-md]')[from];
      if (!source) throw new Error(`no [data-md] element ${from} for ${payload.path}`);
      payload.html = source.innerHTML;
      delete payload[HTML_FROM_ELEMENT];
    }
    primePayload(payload);
  } catch (error) {
    console.warn('[payload] the embedded page data could not be read', error);
  }
}

/** Narrows a payload to the kind a page expects; a mismatch is a build bug worth a loud error. */
export function expectKind<K extends PayloadKind>(
  payload: PagePayload,
  kind: K,
): Extract<PagePayload, { kind: K }> {
  if (payload.kind !== kind)
    throw new Error(`Page data for ${payload.path} is "${payload.kind}", not "${kind}"`);
  return payload as Extract<PagePayload, { kind: K }>;
}
