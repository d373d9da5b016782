import type { SendOrQueueResult } from '../../lib/outbox';
import type { FieldErrors } from '../../shared/field-errors';
import { useOutboxEntry } from '../../lib/use-outbox-entry';
import {
  errorsFromFailure,
  errorsFromRefusal,
  type FailureMessages,
  type RenameField,
} from './server-errors';
import type { SendOutcome } from './use-kit-form';

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
  const entry = useOutboxEntry<R>(key, {
    onSent: (result) => options.onSent(result),
    onRefused: (status, body) =>
      options.onRefused(errorsFromRefusal(status, body, options.messages, options.rename)),
  });

  /**
   * Sends now, or hands the form to the outbox when offline (then `queued`); the answer goes to
   * onSent, a refusal comes back as the form's messages. While queued, the outbox owns the form:
   * a second send would race it with the same key, so it does nothing.
   */
  async function deliver(send: () => Promise<SendOrQueueResult<R>>): Promise<SendOutcome> {
    if (entry.queued) return;
    try {
      const sent = await send();
      if (sent.status === 'queued') return entry.setQueued(true);
      options.onSent(sent.result);
    } catch (error) {
      return errorsFromFailure(error, options.messages);
    }
  }

  return { ...entry, deliver };
}
