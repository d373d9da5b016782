import { useEffect, useRef, useState } from 'react';
import { onOutboxChange, readOutboxEntry, removeOutboxEntry, watchOutboxEntry } from '../../../lib/outbox';
import { parseFieldErrors, type FieldErrors } from '../../../shared/field-errors';
import type { CreateQuoteResponse } from '../../../shared/quote-schemas';

/** Field errors from a refusal the outbox kept, in the form's field names. */
export function refusalErrors(status: number, body: unknown): FieldErrors {
  const errors: FieldErrors = {};
  for (const [name, message] of Object.entries(parseFieldErrors(body)))
    errors[name.replace(/^answers\./, '')] = message;
  if (Object.keys(errors).length > 0) return errors;
  return {
    form: `Your quote request was not accepted (error ${status}). Your answers are still here: check them and send again, or call us.`,
  };
}

interface Handlers {
  onSent: (result: CreateQuoteResponse) => void;
  onRefused: (errors: FieldErrors) => void;
}

/**
 * Follows this draft's entry in the outbox (decision 052): "queued" while it waits; once the outbox
 * has sent it, the confirmation; once refused, the errors on the form. The form takes the entry off
 * the outbox when it shows the outcome, so the site-wide notice does not repeat it.
 */
export function useQueuedQuote(key: string | undefined, handlers: Handlers) {
  const [queued, setQueued] = useState(false);
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });

  useEffect(() => {
    if (!key) return;
    let alive = true;
    const check = async () => {
      const entry = await readOutboxEntry(key).catch(() => undefined);
      if (!alive || !entry) return;
      if (entry.status === 'queued') return setQueued(true);
      setQueued(false);
      await removeOutboxEntry(key);
      if (entry.status === 'sent') latest.current.onSent(entry.result as CreateQuoteResponse);
      else latest.current.onRefused(refusalErrors(entry.error?.status ?? 0, entry.error?.body));
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
