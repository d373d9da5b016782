import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useRef } from 'react';
import type { PersistedAtom } from '../../lib/store';

/** Keys of drafts start with this; drafts are not member data, so logout leaves them. */
export const DRAFT_PREFIX = 'draft:';

/**
 * A form's answers kept on this device (IndexedDB, lib/store.ts) as they are typed, so a reload or
 * a later visit picks up where the person stopped. Loads the stored draft, starts one with
 * `create` when there is none, and lets `adjust` change a found draft once (a link's choice wins
 * over an older draft's). `ready` once the draft is there.
 */
export function useDeviceDraft<T>(
  persisted: PersistedAtom<T | null>,
  create: () => T,
  adjust?: (stored: T) => T | undefined,
) {
  const [draft, setDraft] = useAtom(persisted.valueAtom);
  const loaded = useAtomValue(persisted.loadedAtom);
  const load = useSetAtom(persisted.loadAtom);
  const settled = useRef(false);
  // Latest callbacks without restarting the effect below.
  const latest = useRef({ create, adjust });
  useEffect(() => {
    latest.current = { create, adjust };
  });

  useEffect(() => {
    if (!loaded) void load();
  }, [loaded, load]);

  useEffect(() => {
    if (!loaded) return;
    if (!draft) {
      settled.current = true;
      setDraft(latest.current.create());
      return;
    }
    if (settled.current) return;
    settled.current = true;
    const adjusted = latest.current.adjust?.(draft);
    if (adjusted) setDraft(adjusted);
  }, [loaded, draft, setDraft]);

  return { draft, setDraft, ready: Boolean(loaded && draft) };
}
