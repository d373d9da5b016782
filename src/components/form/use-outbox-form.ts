import type { FieldErrors } from '../../shared/field-errors';
import { useOutboxEntry } from '../../lib/use-outbox-entry';
import { errorsFromRefusal, type FailureMessages, type RenameField } from './server-errors';

interface OutboxFormOptions<R> {
  onSent: (result: R) => void;
  onRefused: (errors: FieldErrors) => void;
  messages: FailureMessages;
  rename?: RenameField;
}

/**
 * A form that may be sent offline follows its entry in the outbox (decision 052) by its
 * Idempotency-Key: `queued` while it waits; the answer once the outbox sent it; the refusal as
 * messages at the fields (or one for the form) once the server refused it.
 */
export function useOutboxForm<R>(key: string | undefined, options: OutboxFormOptions<R>) {
  return useOutboxEntry<R>(key, {
    onSent: (result) => options.onSent(result),
    onRefused: (status, body) =>
      options.onRefused(errorsFromRefusal(status, body, options.messages, options.rename)),
  });
}
