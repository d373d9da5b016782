// One keyed load from the API, for anything that fetches by a key and shows it. `key` names what is
// loaded (an id, filters, a page): a new key loads afresh, and an answer to an older key, or to a
// load since replaced by a reload, is dropped, so a slow answer never shows over a newer one.
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { statusOf } from './api-client';
import { takeEarly } from './early-load';
import { usePageData } from './page-data';

export interface Remote<T> {
  /** The last value loaded, or the initial one; kept while another key or a reload loads. */
  data: T | undefined;
  /** What the last load threw; undefined when it did not fail (cleared when a load starts). */
  error: unknown;
  /** The HTTP status of the last failure (0 when no answer came), or undefined when none. */
  failure: number | undefined;
  loading: boolean;
  /** Loads the key again; what is shown stays until the answer comes. */
  reload: () => void;
  /** Drops what is shown and loads the key again: a "Try again" that shows the loading state. */
  retry: () => void;
  /** Replaces the loaded value, or changes it in place (nothing happens before it loaded). */
  setData: (next: T | ((current: T) => T)) => void;
}

interface Loaded<T> {
  data: T | undefined;
  failed?: { error: unknown };
  loading: boolean;
}

/**
 * Loads `load()` for `key` (null: nothing to load). `initial`, read once, gives what is shown before
 * the first answer, e.g. a copy the server rendered into the page, so hydration matches; without
 * it, the data the server rendered the page with under the same key (src/lib/page-data.tsx).
 */
export function useRemote<T>(
  key: string | null,
  load: () => Promise<T>,
  initial?: () => T | undefined,
): Remote<T> {
  const rendered = usePageData<T>(key);
  const [state, setState] = useState<Loaded<T>>(() => ({
    data: initial ? initial() : rendered,
    loading: key !== null,
  }));
  const [version, setVersion] = useState(0);
  // `load` is a new closure every render; only the key and reloads start a load.
  const loadRef = useRef(load);
  loadRef.current = load;

  useEffect(() => {
    if (key === null) {
      setState((current) =>
        current.loading || current.failed ? { data: current.data, loading: false } : current,
      );
      return;
    }
    let current = true;
    setState((shown) => ({ data: shown.data, loading: true }));
    // A first load may have been asked for already, as the screen's code arrived (early-load.ts).
    (takeEarly<T>(key) ?? loadRef.current()).then(
      (value) => {
        // In a transition: React draws what arrived in slices that yield to the browser, not in one
        // long task (a screen's first data is most of its blocking time, decision 242).
        if (current) startTransition(() => setState({ data: value, loading: false }));
      },
      (error: unknown) => {
        if (current) setState((shown) => ({ data: shown.data, loading: false, failed: { error } }));
      },
    );
    return () => {
      current = false;
    };
  }, [key, version]);

  const reload = useCallback(() => setVersion((value) => value + 1), []);
  const retry = useCallback(() => {
    setState({ data: undefined, loading: true });
    setVersion((value) => value + 1);
  }, []);
  const setData = useCallback((next: T | ((current: T) => T)) => {
    setState((shown) => {
      if (typeof next !== 'function') return { ...shown, data: next };
      return shown.data === undefined ? shown : { ...shown, data: (next as (value: T) => T)(shown.data) };
    });
  }, []);

  const error = state.failed?.error;
  const failure = state.failed ? (statusOf(error) ?? 0) : undefined;
  return { data: state.data, error, failure, loading: state.loading, reload, retry, setData };
}
