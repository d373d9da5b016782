// From a failed request to what the form shows: the server's field map (the spec's `data`) at the
// fields, or, when it named no field, one form-level message chosen by status. Every form words
// these messages for itself; the rules for choosing one live only here.
import { fieldErrorsOf, statusOf } from '../../lib/api-client';
import { parseFieldErrors, zodFieldErrors, type FieldErrors } from '../../shared/field-errors';
import type { z } from 'zod';

/** The key of a message that belongs to the whole form, not to one field. */
export const FORM_ERROR = 'form';

export interface FailureMessages {
  offline: string;
  /** 429. */
  tooMany: string;
  /** 503, and any other status listed in `busyStatuses`. */
  busy: string;
  fallback: string;
  /** A refusal the outbox kept for a submission sent later (decision 052). */
  refused?: (status: number) => string;
  busyStatuses?: number[];
}

export const defaultMessages: FailureMessages = {
  offline: 'You appear to be offline. Check your connection and try again.',
  tooMany: 'Too many attempts. Please wait a few minutes, then try again.',
  busy: 'Our service is busy right now. Please try again in a minute.',
  fallback: 'something went wrong',
};

/** The server's names for fields, mapped to the form's (quotes: `answers.zip` is `zip`). */
export type RenameField = (serverName: string) => string;
const keep: RenameField = (name) => name;

function renamed(errors: FieldErrors, rename: RenameField): FieldErrors {
  return Object.fromEntries(Object.entries(errors).map(([name, message]) => [rename(name), message]));
}

export const isOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false;

/** A request that threw: field messages when the server gave some, else one form message. */
export function errorsFromFailure(
  error: unknown,
  messages: FailureMessages = defaultMessages,
  rename: RenameField = keep,
  online = isOnline(),
): FieldErrors {
  const fields = renamed(fieldErrorsOf(error), rename);
  if (Object.keys(fields).length > 0) return fields;
  if (!online) return { [FORM_ERROR]: messages.offline };
  const status = statusOf(error);
  if (status === 429) return { [FORM_ERROR]: messages.tooMany };
  if (status === 503 || (status !== undefined && messages.busyStatuses?.includes(status)))
    return { [FORM_ERROR]: messages.busy };
  return { [FORM_ERROR]: messages.fallback };
}

/** A refusal the outbox kept (status and body): field messages, else one form message. */
export function errorsFromRefusal(
  status: number,
  body: unknown,
  messages: FailureMessages = defaultMessages,
  rename: RenameField = keep,
): FieldErrors {
  const fields = renamed(parseFieldErrors(body), rename);
  if (Object.keys(fields).length > 0) return fields;
  return { [FORM_ERROR]: messages.refused?.(status) ?? messages.fallback };
}

/** The shared schema's check, as messages per field. */
export function checkWith<S extends z.ZodType>(
  schema: S,
  values: unknown,
): { ok: true; data: z.output<S> } | { ok: false; errors: FieldErrors } {
  const result = schema.safeParse(values);
  return result.success
    ? { ok: true, data: result.data }
    : { ok: false, errors: zodFieldErrors(result.error) };
}
