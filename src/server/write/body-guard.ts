// Checks every JSON body before its schema does. PostgreSQL refuses text holding a NUL byte
// (a 500 if it got that far), a lone surrogate would be stored silently altered, and keys like
// __proto__ reach object internals instead of fields; all are refused here with a 400 that says
// what is wrong and where. What counts as bad text is the fields' rule (shared/fields.ts).
import type { FieldErrors } from '../../shared/field-errors';
import { badText } from '../../shared/fields';
import { HttpError } from '../http-error';

export const RESERVED_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

const MAX_DEPTH = 20;

const fieldError = (field: string, message: string): FieldErrors => {
  const fields: FieldErrors = {};
  // defineProperty: an assignment to "__proto__" would set the prototype, not a field.
  Object.defineProperty(fields, field, { value: message, enumerable: true });
  return fields;
};

/** How a body field and a query parameter are named in the messages below. */
const words = {
  field: {
    reserved: 'The request body uses the reserved key',
    names: 'Field names',
    reservedHint: 'This field name is reserved and not accepted.',
    badName: 'A field name in the request body',
    badValue: 'The field',
  },
  parameter: {
    reserved: 'The query string uses the reserved name',
    names: 'Parameter names',
    reservedHint: 'This parameter name is reserved and not accepted.',
    badName: 'A query parameter name',
    badValue: 'The query parameter',
  },
};

/**
 * One name and, when it is text, its value: a reserved name or an unreadable one, or a value with
 * a NUL, a broken character or a direction control, is a 400 naming `shownAs` (the field's path, or
 * the parameter). Shared by bodies (below) and query strings (middleware/query-guard.ts).
 */
export function guardEntry(kind: keyof typeof words, name: string, shownAs: string, value?: string): void {
  const said = words[kind];
  if (RESERVED_KEYS.has(name)) {
    throw new HttpError(
      400,
      `${said.reserved} "${shownAs}". ${said.names} __proto__, constructor and prototype are not accepted.`,
      fieldError(shownAs, said.reservedHint),
    );
  }
  const nameProblem = badText(name);
  if (nameProblem) throw new HttpError(400, `${said.badName} contains ${nameProblem[0]}`);
  const problem = value === undefined ? undefined : badText(value);
  if (problem) {
    throw new HttpError(
      400,
      `${said.badValue} "${shownAs}" contains ${problem[0]}`,
      fieldError(shownAs, problem[1]),
    );
  }
}

/** Throws HttpError 400 naming the first field with a NUL byte or a reserved key name. */
export function guardBody(value: unknown, path: string[] = []): void {
  if (path.length > MAX_DEPTH) {
    throw new HttpError(400, 'The request body is nested too deeply.');
  }
  const field = path.join('.') || 'form';
  if (typeof value === 'string') {
    const problem = badText(value);
    if (problem) {
      throw new HttpError(400, `The field "${field}" contains ${problem[0]}`, fieldError(field, problem[1]));
    }
    return;
  }
  if (Array.isArray(value)) {
    value.forEach((item, index) => guardBody(item, [...path, String(index)]));
    return;
  }
  if (value === null || typeof value !== 'object') return;
  for (const key of Object.keys(value)) {
    guardEntry('field', key, [...path, key].join('.'));
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
