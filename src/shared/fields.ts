// The field rules every schema in src/shared builds on (decisions 141 and 150): what a text field
// removes, what it refuses and what counts as empty, and the fields many forms share (email, a
// person's name, the honeypot, a page number, a list of choices; the phone is phone-field.ts's).
// Form and server read the same.
import { z } from 'zod';

// ---- What text may hold ----

/** Half of a UTF-16 pair without its other half: no character at all; drivers store it as U+FFFD. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Bidirectional embedding, override and isolate controls: they make text display in another order
 * than it is stored ("Trojan Source" spoofing) and no form here needs them. The plain direction
 * marks (U+200E, U+200F, U+061C) that right-to-left writing uses stay allowed (decision 141).
 */
const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/;

const BROKEN = 'Remove the broken character from this field.';
const DIRECTION = 'Remove the invisible text-direction character from this field.';

/**
 * What is wrong with a string, if anything: the end of a sentence starting "The field X contains",
 * and the message shown at the field. The server refuses these in any body or query string before
 * a schema runs (server/write/body-guard.ts); the text fields below refuse them in the form too.
 */
export function badText(value: string): [string, string] | undefined {
  if (value.includes('\u0000')) {
    return [
      'a NUL character (\\u0000), which is not accepted.',
      'Remove the invisible NUL character from this field.',
    ];
  }
  if (LONE_SURROGATE.test(value)) {
    return ['a broken character (half of a UTF-16 surrogate pair), which is not accepted.', BROKEN];
  }
  if (BIDI_CONTROL.test(value)) {
    return [
      'an invisible text-direction control character (U+202A to U+202E or U+2066 to U+2069), which is not accepted.',
      DIRECTION,
    ];
  }
  return undefined;
}

// Control characters a paste can carry (C0 but tab, line feed and carriage return; DEL).
// eslint-disable-next-line no-control-regex -- removing control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

/** Multi-line text: control characters removed; tab and line breaks kept, CR LF and CR made LF. */
export const cleanText = (value: string) => value.replace(CONTROL, '').replace(/\r\n?/g, '\n');

/** One line: control characters removed, a tab made a space; CR and LF stay, to be refused. */
const cleanLine = (value: string) => value.replace(CONTROL, '').replace(/\t/g, ' ');

/**
 * Characters that show nothing: white space, zero-width spaces and joiners, direction marks, the
 * word joiner and invisible operators, the soft hyphen, Hangul fillers, the byte-order mark and the
 * blank Braille pattern. A value made only of them is empty, so a required field says so.
 */
const INVISIBLE = new Set(
  '\u00AD\u034F\u061C\u115F\u1160\u17B4\u17B5\u180E\u200B\u200C\u200D\u200E\u200F' +
    '\u2060\u2061\u2062\u2063\u2064\u2800\u3164\uFEFF\uFFA0',
);

/** True when a value shows nothing at all (empty, spaces, or only invisible characters). */
export const isBlank = (value: string) => [...value].every((char) => /\s/.test(char) || INVISIBLE.has(char));

const trimmed = (value: string) => (isBlank(value) ? '' : value.trim());

// ---- Text fields ----

export interface TextRule {
  /** Said when the field is missing, or empty once cleaned (when no `min` is given). */
  missing: string;
  max: number;
  tooLong: string;
  /** A minimum above one character, and what to say under it (an empty value is `missing`). */
  min?: number;
  tooShort?: string;
}

export interface LineRule extends TextRule {
  /** How the refusal of a line break names the field: "Keep {label} on one line." */
  label: string;
}

const refuseBadText = (schema: z.ZodString) =>
  schema
    .refine((value) => !LONE_SURROGATE.test(value), { message: BROKEN, abort: true })
    .refine((value) => !BIDI_CONTROL.test(value), { message: DIRECTION, abort: true });

const bounded = (schema: z.ZodString, rule: TextRule) =>
  // An empty box is asked for ("Choose a username."), not told it is short.
  (rule.min === undefined
    ? schema.min(1, rule.missing)
    : schema.min(1, { error: rule.missing, abort: true }).min(rule.min, rule.tooShort)
  ).max(rule.max, rule.tooLong);

/** The checks of a one-line value without its bounds: cleaned, refused, trimmed. */
const lineText = (label: string, missing?: string) =>
  refuseBadText(
    z
      .string(missing === undefined ? undefined : { error: missing })
      .overwrite(cleanLine)
      .refine((value) => !/[\r\n]/.test(value), { message: `Keep ${label} on one line.`, abort: true }),
  ).overwrite(trimmed);

/** The checks of a multi-line value without its bounds. */
const manyLines = (missing?: string) =>
  refuseBadText(
    z.string(missing === undefined ? undefined : { error: missing }).overwrite(cleanText),
  ).overwrite(trimmed);

/**
 * A required line of text (a name, a title, a town): control characters removed, a line break
 * refused with a message naming the field, lone surrogates and direction controls refused, trimmed,
 * and a value of only invisible characters treated as empty. The lengths count what is kept.
 */
export const oneLine = (rule: LineRule) => bounded(lineText(rule.label, rule.missing), rule);

/** Required text over several lines (a message, a question): as oneLine, but tabs and line breaks stay. */
export const multiLine = (rule: TextRule) => bounded(manyLines(rule.missing), rule);

/** An optional line: missing, empty or invisible is stored as an empty string. */
export const optionalLine = (label: string, max: number, tooLong: string) =>
  lineText(label)
    .max(max, tooLong)
    .optional()
    .transform((value) => value ?? '');

/** Optional text over several lines: missing, empty or invisible is stored as an empty string. */
export const optionalText = (max: number, tooLong: string) =>
  manyLines()
    .max(max, tooLong)
    .optional()
    .transform((value) => value ?? '');

// ---- Fields many forms share ----

/** A person's first or last name, or a whole name: 1 to `max` characters on one line. */
export const personName = (label: string, max = 60) =>
  oneLine({
    label: `your ${label}`,
    missing: `Enter your ${label}.`,
    max,
    tooLong: `Your ${label} can have at most ${max} characters.`,
  });

export const emailSchema = oneLine({
  label: 'your email address',
  missing: 'Enter your email address.',
  max: 254,
  tooLong: 'That email address is too long.',
})
  .pipe(z.email('Enter a valid email address, like name@example.com.'))
  .transform((value) => value.toLowerCase());

/** Public forms carry this hidden field; people leave it empty, form-filling bots do not. */
export const honeypotSchema = z.string().max(200).optional();

// ---- Query strings and paths ----

/** A query-string page number: "2" -> 2; missing -> 1; capped so OFFSET stays cheap. */
export const pageParamSchema = z.coerce
  .number({ error: 'Give a page number from 1 to 1000.' })
  .int('Give a page number from 1 to 1000.')
  .min(1, 'Give a page number from 1 to 1000.')
  .max(1000, 'Give a page number from 1 to 1000.')
  .default(1);

/** An empty query-string value means "no filter". */
export const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);

/** A row id in a path: anything that is not a UUID is simply not found. */
export const idParamSchema = z.uuid();

// ---- Choices ----

/** The value type of a list of `{ value, label }` choices. */
export type ChoiceValue<T extends readonly { value: string }[]> = T[number]['value'];

/** The values of a list of `{ value, label }` choices, typed for z.enum. */
export const choiceValues = <T extends string>(list: readonly { value: T }[]) =>
  list.map((item) => item.value) as [T, ...T[]];
