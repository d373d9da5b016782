// Loads one console list or record and keeps it while actions change it in place. `key` names what
// is loaded (filters, page, id): a new key loads afresh and drops an answer to an older key.
import { useCallback, useEffect, useRef, useState } from 'react';
import { statusOf } from '../../../lib/api-client';

export interface Remote<T> {
  data: T | undefined;
  /** The HTTP status of the last failure (0 when no answer came), or undefined. */
  failure: number | undefined;
  loading: boolean;
  reload: () => void;
  /** Replaces the loaded value, or changes it in place (nothing happens before it loaded). */
  setData: (next: T | ((current: T) => T)) => void;
}

export function useRemote<T>(key: string, load: () => Promise<T>): Remote<T> {
  const [data, setData] = useState<T | undefined>(undefined);
  const [failure, setFailure] = useState<number | undefined>(undefined);
  const [loading, setLoading] = useState(true);
  const [version, setVersion] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;

  useEffect(() => {
    let current = true;
    setLoading(true);
    setFailure(undefined);
    loadRef.current().then(
      (value) => {
        if (!current) return;
        setData(value);
        setLoading(false);
      },
      (error: unknown) => {
        if (!current) return;
        setFailure(statusOf(error) ?? 0);
        setLoading(false);
      },
    );
    return () => {
      current = false;
    };
  }, [key, version]);

  const reload = useCallback(() => setVersion((value) => value + 1), []);
  const update = useCallback((next: T | ((current: T) => T)) => {
    setData((current) =>
      typeof next === 'function'
        ? current === undefined
          ? current
          : (next as (value: T) => T)(current)
        : next,
    );
  }, []);
  return { data, failure, loading, reload, setData: update };
}
