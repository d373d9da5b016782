// What a form shows: a message per field (docs/contracts.md: server errors come back as a map of
// field -> message and the form shows them with hasErrors true), plus form-level errors.
import type { z } from 'zod';
import { fieldErrorsOf, statusOf } from '../../../lib/api-client';
import { zodFieldErrors, type FieldErrors } from '../../../shared/field-errors';

export const SOMETHING_WENT_WRONG = 'something went wrong';

export interface FormState {
  errors: FieldErrors;
  hasErrors: boolean;
}

export const emptyFormState: FormState = { errors: {}, hasErrors: false };

export function formStateOf(errors: FieldErrors): FormState {
  return { errors, hasErrors: Object.keys(errors).length > 0 };
}

/** Client-side check with the same schema the server uses. */
export function validateForm<S extends z.ZodType>(
  schema: S,
  values: unknown,
): { ok: true; data: z.output<S> } | { ok: false; state: FormState } {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  return { ok: false, state: formStateOf(zodFieldErrors(result.error)) };
}

/** A failed request: the server's field map, or one form-level message when it has none. */
export function formStateFromError(error: unknown): FormState {
  const errors = fieldErrorsOf(error);
  if (Object.keys(errors).length > 0) return formStateOf(errors);
  return formStateOf({ form: messageForStatus(statusOf(error)) });
}

function messageForStatus(status: number | undefined): string {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) {
    return 'You appear to be offline. Check your connection and try again.';
  }
  if (status === 429) return 'Too many attempts. Please wait a few minutes, then try again.';
  if (status === 503) return 'Our service is busy right now. Please try again in a minute.';
  return SOMETHING_WENT_WRONG;
}
