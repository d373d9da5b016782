import { useSetAtom } from 'jotai';
import { useAtom, useAtomValue } from '@/lib/atom-hooks';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { PersistedAtom } from '../../lib/store';

/** Keys of drafts start with this. Who typed a draft is in the draft (`ownerId`), not in its key. */
export const DRAFT_PREFIX = 'draft:';

/** A visitor's draft left on the device is dropped this long after it was last changed. */
export const DRAFT_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * Who typed a draft and when. `ownerId` is the member's id (logout deletes the draft:
 * lib/store.ts `OWNER_FIELD`), or null for a visitor, whose draft stays on the device.
 */
export interface OwnedDraft {
  ownerId?: string | null;
  startedAt?: string;
  updatedAt?: string;
}

/** Who is at the form: `null` while the session is not known yet. */
export type DraftOwner = { id: string | null } | null;

/**
 * What a form does with the draft it finds on opening: another member's is dropped (the device is
 * shared; its logout may never have run), so is one untouched for 30 days; a visitor's with answers
 * is offered ("continue, or start over"); the person's own is kept.
 */
export function draftOnOpen(
  draft: OwnedDraft,
  ownerId: string | null,
  hasAnswers: boolean,
  now: number,
): 'keep' | 'drop' | 'offer' {
  if (typeof draft.ownerId === 'string' && draft.ownerId !== ownerId) return 'drop';
  const changed = Date.parse(draft.updatedAt ?? draft.startedAt ?? '');
  if (Number.isFinite(changed) && now - changed > DRAFT_MAX_AGE_MS) return 'drop';
  if (typeof draft.ownerId !== 'string' && hasAnswers) return 'offer';
  return 'keep';
}

interface DeviceDraftOptions<T> {
  /** Changes a found draft once (a link's choice wins over an older draft's). */
  adjust?: (stored: T) => T | undefined;
  /** Leave out for a draft that is member data by its key (`member:`); else who is at the form. */
  owner?: DraftOwner;
  /** True when the draft holds something the person typed or chose. */
  hasAnswers?: (draft: T) => boolean;
}

/**
 * A form's answers kept on this device (IndexedDB, lib/store.ts) as they are typed, so a reload or
 * a later visit picks up where the person stopped. Loads the stored draft, starts one with `create`
 * when there is none, and marks every saved draft with who typed it. `ready` once the draft is
 * there; `restored` is the day a visitor's left-over answers were started, until the person chooses
 * to `keep` them or `startOver`.
 */
export function useDeviceDraft<T extends OwnedDraft>(
  persisted: PersistedAtom<T | null>,
  create: () => T,
  options: DeviceDraftOptions<T> = {},
) {
  const [draft, store] = useAtom(persisted.valueAtom);
  const loaded = useAtomValue(persisted.loadedAtom);
  const load = useSetAtom(persisted.loadAtom);
  const settled = useRef(false);
  const [restored, setRestored] = useState<string | null>(null);
  const tracked = options.owner !== undefined;
  const ownerId = options.owner ? options.owner.id : null;
  const known = !tracked || options.owner !== null;
  // Latest callbacks without restarting the effect below.
  const latest = useRef({ create, options });
  useEffect(() => {
    latest.current = { create, options };
  });

  const setDraft = useCallback(
    (next: T | null) => {
      if (!next || !tracked) return store(next);
      const now = new Date().toISOString();
      store({ ...next, ownerId, startedAt: next.startedAt ?? now, updatedAt: now });
    },
    [store, tracked, ownerId],
  );

  useEffect(() => {
    if (!loaded) void load();
  }, [loaded, load]);

  useEffect(() => {
    if (!loaded || !known) return;
    const fresh = () => {
      const created = latest.current.create();
      store(tracked ? { ...created, ownerId } : created);
    };
    if (!draft) {
      settled.current = true;
      return fresh();
    }
    // Another member's draft never shows, even when it arrives while the form is open.
    if (tracked && typeof draft.ownerId === 'string' && draft.ownerId !== ownerId) {
      setRestored(null);
      return fresh();
    }
    if (settled.current) return;
    settled.current = true;
    if (tracked) {
      const answered = latest.current.options.hasAnswers?.(draft) ?? false;
      const choice = draftOnOpen(draft, ownerId, answered, Date.now());
      if (choice === 'drop') return fresh();
      if (choice === 'offer') setRestored(draft.startedAt ?? draft.updatedAt ?? null);
    }
    const adjusted = latest.current.options.adjust?.(draft);
    if (adjusted) store(adjusted);
  }, [loaded, known, draft, store, tracked, ownerId]);

  return {
    draft,
    setDraft,
    ready: Boolean(loaded && known && draft),
    /** When the left-over answers on offer were started (ISO), or null when none are on offer. */
    restored,
    keep: () => setRestored(null),
    startOver: () => {
      setRestored(null);
      setDraft(latest.current.create());
    },
  };
}
