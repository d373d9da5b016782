import { useEffect, useState } from 'react';
import { listOutbox, onOutboxChange, type OutboxEntry } from '../../../lib/outbox';

/** The outbox's entries, re-read whenever any page or the worker changes it. Empty until hydrated. */
export function useOutbox(): OutboxEntry[] {
  const [items, setItems] = useState<OutboxEntry[]>([]);
  useEffect(() => {
    let alive = true;
    const load = () =>
      void listOutbox()
        .then((list) => alive && setItems(list))
        .catch(() => undefined);
    load();
    const stop = onOutboxChange(load);
    window.addEventListener('online', load);
    return () => {
      alive = false;
      stop();
      window.removeEventListener('online', load);
    };
  }, []);
  return items;
}
