// Request bodies are decoded as strict UTF-8: a lenient decoder turns bytes that
// are not UTF-8 into U+FFFD and the altered text would be stored, while the escaped form (\ud800) is
// refused by the body guard. Here the raw form is refused too, naming the field it sits in.
import { randomUUID } from 'node:crypto';
import type { FieldErrors } from '../../shared/field-errors';
import { HttpError } from '../http-error';

const strict = new TextDecoder('utf-8', { fatal: true });
const lenient = new TextDecoder('utf-8');

const HINT = 'Remove the broken character from this field.';
const PROBLEM = 'bytes that are not valid UTF-8 text, which are not accepted.';

/** The length of the longest prefix that is UTF-8 so far (a sequence cut at its end counts). */
function validPrefixLength(bytes: Uint8Array): number {
  let good = 0;
  let bad = bytes.length;
  // Monotonic: a prefix of a decodable prefix is decodable (with `stream`, a cut sequence is fine).
  while (bad - good > 1) {
    const middle = (good + bad) >> 1;
    try {
      new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(0, middle), { stream: true });
      good = middle;
    } catch {
      bad = middle;
    }
  }
  return good;
}

/** The dotted path of the first key or string in `value` that holds `marker`. */
function pathOf(value: unknown, marker: string, path: string[] = []): string[] | undefined {
  if (typeof value === 'string') return value.includes(marker) ? path : undefined;
  if (value === null || typeof value !== 'object') return undefined;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes(marker)) return [...path, key];
    const found = pathOf(item, marker, [...path, key]);
    if (found) return found;
  }
  return undefined;
}

/** Where the first invalid byte sits: the body's field, when the body is JSON around it. */
function fieldOfBadBytes(bytes: Uint8Array): string | undefined {
  const at = validPrefixLength(bytes);
  // A marker of letters and digits in place of the bad bytes keeps the JSON readable.
  const marker = `utf8${randomUUID().replaceAll('-', '')}`;
  const text = lenient.decode(bytes.subarray(0, at)) + marker + lenient.decode(bytes.subarray(at + 1));
  try {
    const path = pathOf(JSON.parse(text), marker);
    return path?.length ? path.join('.') : undefined;
  } catch {
    return undefined;
  }
}

/** The body as text, or a 400 naming the field that holds bytes that are not UTF-8. */
export function decodeStrictUtf8(body: ArrayBuffer): string {
  const bytes = new Uint8Array(body);
  try {
    return strict.decode(bytes);
  } catch {
    const field = fieldOfBadBytes(bytes);
    if (!field) throw new HttpError(400, `The request body contains ${PROBLEM}`);
    const fields: FieldErrors = {};
    Object.defineProperty(fields, field, { value: HINT, enumerable: true });
    throw new HttpError(400, `The field "${field}" contains ${PROBLEM}`, fields);
  }
}
