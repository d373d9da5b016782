// What the person typed, kept as typed. The server and the first client render use the defaults
// (so hydration matches); an effect then restores the URL's inputs, or else the device's, and from
// then on every change is written back to both (history.replaceState: no navigation per keystroke).
import { useStore } from 'jotai';
import { useCallback, useEffect, useRef, useState } from 'react';
import { atomWithIdb } from '../../../lib/store';
import { CALCULATOR_STORED_KEY } from '../../../shared/route-table';
import { DEFAULT_RAW_INPUTS, mergeRaw, type FieldName, type RawInputs } from '../model/inputs-schema';
import { fromQueryString, toQueryString } from '../model/query-string';

/**
 * Not member data: the calculator is public, so logout leaves it on the device. Kept only while
 * they differ from the example values: a page whose key holds something starts its app at once to
 * show them (main.tsx), and the example values are in the page's HTML already.
 */
const savedInputs = atomWithIdb<RawInputs | null>(CALCULATOR_STORED_KEY, null);

const sameAsExample = (raw: RawInputs) =>
  (Object.keys(DEFAULT_RAW_INPUTS) as FieldName[]).every((name) => raw[name] === DEFAULT_RAW_INPUTS[name]);

export interface CalculatorInputsState {
  raw: RawInputs;
  setField: (name: FieldName, value: string) => void;
  reset: () => void;
}

function writeUrl(raw: RawInputs): void {
  const url = new URL(window.location.href);
  // The example values need no address of their own: the page's HTML shows them.
  url.search = sameAsExample(raw) ? '' : toQueryString(raw);
  if (url.href !== window.location.href) window.history.replaceState(window.history.state, '', url.href);
}

/** What was typed before the page's script ran: hydration keeps it on screen but not in state. */
function typedBeforeHydration(): Partial<RawInputs> {
  const typed: Partial<RawInputs> = {};
  for (const name of Object.keys(DEFAULT_RAW_INPUTS) as FieldName[]) {
    const input = document.querySelector<HTMLInputElement>(
      `input[name="${name}"]:not([type=radio]), input[name="${name}"][type=radio]:checked`,
    );
    if (input && input.value !== DEFAULT_RAW_INPUTS[name]) typed[name] = input.value;
  }
  return typed;
}

export function useCalculatorInputs(): CalculatorInputsState {
  const store = useStore();
  const [raw, setRaw] = useState<RawInputs>(DEFAULT_RAW_INPUTS);
  const [restored, setRestored] = useState(false);
  // Typing before the device answers wins over the stored values.
  const touched = useRef(false);

  useEffect(() => {
    const typed = typedBeforeHydration();
    if (Object.keys(typed).length > 0) touched.current = true;
    const fromUrl = fromQueryString(window.location.search);
    if (fromUrl) {
      // Deliberate: the server and hydration render the defaults; the address is read only now.
      setRaw({ ...fromUrl, ...typed });
      setRestored(true);
      return;
    }
    if (touched.current) setRaw((current) => ({ ...current, ...typed }));
    let cancelled = false;
    void store.set(savedInputs.loadAtom).then(() => {
      if (cancelled) return;
      const saved = store.get(savedInputs.valueAtom);
      if (saved && !touched.current) setRaw(mergeRaw(saved));
      setRestored(true);
    });
    return () => {
      cancelled = true;
    };
  }, [store]);

  useEffect(() => {
    if (!restored) return;
    writeUrl(raw);
    store.set(savedInputs.valueAtom, sameAsExample(raw) ? null : raw);
  }, [raw, restored, store]);

  const setField = useCallback((name: FieldName, value: string) => {
    touched.current = true;
    setRaw((current) => ({ ...current, [name]: value }));
  }, []);
  const reset = useCallback(() => {
    touched.current = true;
    setRaw(DEFAULT_RAW_INPUTS);
  }, []);

  return { raw, setField, reset };
}
