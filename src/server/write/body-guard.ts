// Checks every JSON body before its schema does. PostgreSQL refuses text holding a NUL byte
// (a 500 if it got that far), and keys like __proto__ reach object internals instead of fields;
// both are refused here with a 400 that says what is wrong and where.
import type { FieldErrors } from '../../shared/field-errors';
import { HttpError } from '../http-error';

const RESERVED_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
const MAX_DEPTH = 20;

const fieldError = (field: string, message: string): FieldErrors => {
  const fields: FieldErrors = {};
  // defineProperty: an assignment to "__proto__" would set the prototype, not a field.
  Object.defineProperty(fields, field, { value: message, enumerable: true });
  return fields;
};

/** Throws HttpError 400 naming the first field with a NUL byte or a reserved key name. */
export function guardBody(value: unknown, path: string[] = []): void {
  if (path.length > MAX_DEPTH) {
    throw new HttpError(400, 'The request body is nested too deeply.');
  }
  const field = path.join('.') || 'form';
  if (typeof value === 'string') {
    if (value.includes('\u0000')) {
      throw new HttpError(
        400,
        `The field "${field}" contains a NUL character (\\u0000), which is not accepted.`,
        fieldError(field, 'Remove the invisible NUL character from this field.'),
      );
    }
    return;
  }
  if (Array.isArray(value)) {
    value.forEach((item, index) => guardBody(item, [...path, String(index)]));
    return;
  }
  if (value === null || typeof value !== 'object') return;
  for (const key of Object.keys(value)) {
    const keyPath = [...path, key].join('.');
    if (RESERVED_KEYS.has(key)) {
      throw new HttpError(
        400,
        `The request body uses the reserved key "${keyPath}". Field names __proto__, constructor and prototype are not accepted.`,
        fieldError(keyPath, 'This field name is reserved and not accepted.'),
      );
    }
    if (key.includes('\u0000')) {
      throw new HttpError(400, 'A field name in the request body contains a NUL character (\\u0000).');
    }
    guardBody((value as Record<string, unknown>)[key], [...path, key]);
  }
}

/** The honeypot field people never see: anything in it means a form-filling bot. */
export function refuseHoneypot(body: unknown): void {
  const website = (body as { website?: unknown } | null)?.website;
  if (typeof website === 'string' && website.trim() !== '') {
    throw new HttpError(400, 'The form could not be sent.', { website: 'Leave this field empty.' });
  }
}
