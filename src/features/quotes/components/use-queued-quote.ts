import { useOutboxEntry } from '../../../lib/use-outbox-entry';
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

/** This draft's entry in the outbox: the confirmation once sent, errors on the form once refused. */
export function useQueuedQuote(key: string | undefined, handlers: Handlers) {
  return useOutboxEntry<CreateQuoteResponse>(key, {
    onSent: (result) => handlers.onSent(result),
    onRefused: (status, body) => handlers.onRefused(refusalErrors(status, body)),
  });
}
