// The contact form's errors: the shared schema's messages before sending, the server's field map
// after, or one form-level message when the server gave none. (The same idea as the auth forms'
// form-state, kept here so features do not import each other.)
import { fieldErrorsOf, statusOf } from '../../../lib/api-client';
import { contactSchema, type ContactData } from '../../../shared/contact-schema';
import { parseFieldErrors, zodFieldErrors, type FieldErrors } from '../../../shared/field-errors';

export type ContactValues = Record<
  'name' | 'email' | 'phone' | 'topic' | 'message' | 'preferredContact' | 'website',
  string
>;

export const emptyContact: ContactValues = {
  name: '',
  email: '',
  phone: '',
  topic: '',
  message: '',
  preferredContact: 'email',
  website: '',
};

export function checkContact(
  values: ContactValues,
): { ok: true; data: ContactData } | { ok: false; errors: FieldErrors } {
  const result = contactSchema.safeParse(values);
  return result.success
    ? { ok: true, data: result.data }
    : { ok: false, errors: zodFieldErrors(result.error) };
}

export function errorsFromFailure(
  error: unknown,
  online = typeof navigator === 'undefined' || navigator.onLine,
): FieldErrors {
  const fields = fieldErrorsOf(error);
  if (Object.keys(fields).length > 0) return fields;
  if (!online) return { form: 'You appear to be offline. Check your connection and try again.' };
  const status = statusOf(error);
  if (status === 429)
    return { form: 'You have sent several messages in a short time. Please wait a little, or call us.' };
  if (status === 503)
    return { form: 'Our service is busy right now. Please try again in a minute, or call us.' };
  return { form: 'Your message could not be sent. Please try again, or call us.' };
}

/**
 * Errors for a message the outbox sent later and the server refused (decision 052): the server's
 * field map when it gave one (the form's field names are the schema's), else one form-level message
 * that says the message is still there.
 */
export function refusalErrors(status: number, body: unknown): FieldErrors {
  const fields = parseFieldErrors(body);
  if (Object.keys(fields).length > 0) return fields;
  return {
    form: `Your message was not accepted (error ${status}). What you wrote is still here: check it and send again, or call us.`,
  };
}
