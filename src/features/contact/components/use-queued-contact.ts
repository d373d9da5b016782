import { useOutboxEntry } from '../../../lib/use-outbox-entry';
import type { ContactResponse } from '../../../shared/contact-schema';
import type { FieldErrors } from '../../../shared/field-errors';
import { refusalErrors } from '../state/contact-errors';

interface Handlers {
  onSent: (result: ContactResponse) => void;
  onRefused: (errors: FieldErrors) => void;
}

/** This message's entry in the outbox: the confirmation once sent, errors at the fields once refused. */
export function useQueuedContact(key: string | undefined, handlers: Handlers) {
  return useOutboxEntry<ContactResponse>(key, {
    onSent: (result) => handlers.onSent(result),
    onRefused: (status, body) => handlers.onRefused(refusalErrors(status, body)),
  });
}
