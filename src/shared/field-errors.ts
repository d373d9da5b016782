// The API's error shape (docs/contracts.md, "The auth API"): a failed request's body carries `data`,
// a JSON string of field -> message pairs. Server and client both go through these helpers.
// Type-only imports: this file is in every page's first load, and zod belongs to the forms (decision 076).
import type { z } from 'zod';
import type { ApiErrorBody } from './api-error-schema';

export type { ApiErrorBody };

export type FieldErrors = Record<string, string>;

/** Sets a field's first message; defineProperty so a key like `__proto__` stays a plain key. */
function firstMessage(errors: FieldErrors, field: string, message: string) {
  if (Object.prototype.hasOwnProperty.call(errors, field)) return;
  Object.defineProperty(errors, field, {
    value: message,
    enumerable: true,
    writable: true,
    configurable: true,
  });
}

/** First message per field; unknown keys are reported at their own name. */
export function zodFieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) firstMessage(errors, key, 'This field is not accepted.');
      continue;
    }
    const field = issue.path.length ? issue.path.join('.') : 'form';
    firstMessage(errors, field, issue.message);
  }
  return errors;
}

/** Reads the field map out of an API error body; anything malformed yields an empty map. */
export function parseFieldErrors(body: unknown): FieldErrors {
  const data = (body as Partial<ApiErrorBody> | null | undefined)?.data;
  if (typeof data !== 'string') return {};
  try {
    const parsed: unknown = JSON.parse(data);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
  } catch {
    return {};
  }
}
