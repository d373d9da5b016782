import { use } from 'react';
import type { PagePayload, PayloadKind } from '@/shared/content-types';
import { expectKind, loadPayload, peekPayload } from '../state/payload-store';

/**
 * The payload of a content page, suspending while it loads. Prerendering primes the store first,
 * and so does the browser for the page it hydrates, so neither of them ever suspends here.
 */
export function usePagePayload<K extends PayloadKind>(
  path: string,
  kind: K,
): Extract<PagePayload, { kind: K }> {
  const payload = peekPayload(path) ?? use(loadPayload(path));
  return expectKind(payload, kind);
}
