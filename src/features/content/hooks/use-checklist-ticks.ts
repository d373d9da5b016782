// Ticks of a public checklist, kept on this device (IndexedDB through atomWithIdb). Not member
// data, so logout leaves them. The first render always shows no ticks, matching the prerendered
// HTML; the stored ticks arrive in an effect after hydration.
import { useSetAtom } from 'jotai';
import { useAtom, useAtomValue } from '@/lib/atom-hooks';
import { useEffect } from 'react';
import { atomWithIdb, type PersistedAtom } from '@/lib/store';

const atoms = new Map<string, PersistedAtom<string[]>>();

function ticksAtom(storageKey: string): PersistedAtom<string[]> {
  let persisted = atoms.get(storageKey);
  if (!persisted) {
    persisted = atomWithIdb<string[]>(storageKey, []);
    atoms.set(storageKey, persisted);
  }
  return persisted;
}

export interface ChecklistTicks {
  ticked: string[];
  /** False until the device's stored ticks were read. */
  loaded: boolean;
  setTicked: (next: string[]) => void;
}

export function useChecklistTicks(storageKey: string): ChecklistTicks {
  const persisted = ticksAtom(storageKey);
  const [ticked, setTicked] = useAtom(persisted.valueAtom);
  const loaded = useAtomValue(persisted.loadedAtom);
  const load = useSetAtom(persisted.loadAtom);
  useEffect(() => {
    if (!loaded) void load();
  }, [loaded, load]);
  return { ticked: Array.isArray(ticked) ? ticked : [], loaded, setTicked };
}
