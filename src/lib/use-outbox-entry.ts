import { useEffect, useRef, useState } from 'react';
import { onOutboxChange, readOutboxEntry, removeOutboxEntry, watchOutboxEntry } from './outbox';

export interface OutboxEntryHandlers<R> {
  onSent: (result: R) => void;
  /** The server's status and body of a refusal (4xx) the outbox kept. */
  onRefused: (status: number, body: unknown) => void;
}

/**
 * Follows one form's entry in the outbox while the form is on the page (decision 052): `queued`
 * while it waits; once the outbox has sent it, onSent; once refused, onRefused. The entry is taken
 * off the outbox as the outcome is shown, so the site-wide notice does not repeat it.
 */
export function useOutboxEntry<R>(key: string | undefined, handlers: OutboxEntryHandlers<R>) {
  const [queued, setQueued] = useState(false);
  // Handlers change every render; the watch must not restart (and re-claim the entry) because of it.
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });

  useEffect(() => {
    if (!key) return;
    let alive = true;
    // The page's own change and the channel's echo may both arrive: show the outcome once.
    let settled = false;
    const check = async () => {
      const entry = await readOutboxEntry(key).catch(() => undefined);
      if (!alive || settled || !entry) return;
      if (entry.status === 'queued') return setQueued(true);
      settled = true;
      setQueued(false);
      await removeOutboxEntry(key);
      if (entry.status === 'sent') latest.current.onSent(entry.result as R);
      else latest.current.onRefused(entry.error?.status ?? 0, entry.error?.body);
    };
    const release = watchOutboxEntry(key);
    void check();
    const stop = onOutboxChange(() => void check());
    return () => {
      alive = false;
      stop();
      release();
    };
  }, [key]);

  return { queued, setQueued };
}
