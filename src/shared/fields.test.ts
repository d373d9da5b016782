import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  badText,
  choiceValues,
  emailSchema,
  honeypotSchema,
  isBlank,
  multiLine,
  oneLine,
  optionalLine,
  optionalText,
  pageParamSchema,
  personName,
} from './fields';
import { optionalPhoneSchema, phoneSchema } from './phone-field';

/** The messages a value gets, in order; [] when it is accepted. */
const messages = (schema: z.ZodType, value: unknown) =>
  schema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];

const firstName = personName('first name');
const answer = multiLine({ missing: 'Write your answer.', max: 100, tooLong: 'Too long.' });
const title = oneLine({
  label: 'your question',
  missing: 'Enter a title.',
  min: 8,
  tooShort: 'Your question needs at least 8 characters.',
  max: 20,
  tooLong: 'Your title can have at most 20 characters.',
});

describe('one-line text', () => {
  it('is trimmed and loses control characters a paste can carry; a tab becomes a space', () => {
    expect(firstName.parse('  Ann\u0007\u001b ')).toBe('Ann');
    expect(firstName.parse('Ann\tMarie')).toBe('Ann Marie');
  });

  it('refuses a line break with a message naming the field', () => {
    expect(messages(firstName, 'Ann\r\nSmith')).toEqual(['Keep your first name on one line.']);
    expect(messages(firstName, 'Ann\nSmith')).toEqual(['Keep your first name on one line.']);
    expect(messages(title, 'A title\rthat breaks')).toEqual(['Keep your question on one line.']);
  });

  it('counts a value of only invisible characters as empty, so a required field says it is required', () => {
    expect(messages(firstName, '\u200b\u3164')).toEqual(['Enter your first name.']);
    for (const invisible of [
      '\u200c',
      '\u200d',
      '\u2060',
      '\ufeff',
      '\u115f',
      '\u1160',
      '\u00ad',
      ' \u00a0\t',
    ]) {
      expect(messages(firstName, invisible), JSON.stringify(invisible)).toEqual(['Enter your first name.']);
    }
    // With a minimum too: an empty box is asked for, and a short one told it is short.
    expect(messages(title, '\u200b'.repeat(10))).toEqual(['Enter a title.']);
    expect(messages(title, 'Roof?')).toEqual(['Your question needs at least 8 characters.']);
  });

  it('keeps invisible characters that belong to visible text (a joined emoji, a right-to-left mark)', () => {
    expect(firstName.parse('Zoë 👩‍👩‍👧')).toBe('Zoë 👩‍👩‍👧');
    expect(firstName.parse('\u200fשלום')).toBe('\u200fשלום');
  });

  it('refuses a lone surrogate and a text-direction control', () => {
    expect(messages(firstName, '\ud800')).toEqual(['Remove the broken character from this field.']);
    expect(messages(firstName, 'Ann\udc00')).toEqual(['Remove the broken character from this field.']);
    expect(messages(firstName, '\u202eAnn')).toEqual([
      'Remove the invisible text-direction character from this field.',
    ]);
  });

  it('says what is missing, too short or too long, counting what is kept', () => {
    expect(messages(firstName, undefined)).toEqual(['Enter your first name.']);
    expect(messages(firstName, 'a'.repeat(61))).toEqual(['Your first name can have at most 60 characters.']);
    expect(messages(title, 'Short')).toEqual(['Your question needs at least 8 characters.']);
    expect(messages(title, `${'a'.repeat(20)}\u0007\u0007`)).toEqual([]);
  });

  it('an optional line is stored as an empty string when missing, empty or invisible', () => {
    const npn = optionalLine('the number', 10, 'Too long.');
    expect(npn.parse(undefined)).toBe('');
    expect(npn.parse('\u200b ')).toBe('');
    expect(messages(npn, '12\n34')).toEqual(['Keep the number on one line.']);
  });
});

describe('multi-line text', () => {
  it('keeps its line breaks and tabs but loses other control characters', () => {
    expect(answer.parse('First line.\u0007\n\tSecond line.\u0000')).toBe('First line.\n\tSecond line.');
  });

  it('makes CR LF and a lone CR a line feed', () => {
    expect(answer.parse('one\r\ntwo\rthree')).toBe('one\ntwo\nthree');
  });

  it('counts only invisible characters and line breaks as empty, and refuses a lone surrogate', () => {
    expect(messages(answer, '\u200b\n\u200d\n')).toEqual(['Write your answer.']);
    expect(messages(answer, 'An answer \ud800')).toEqual(['Remove the broken character from this field.']);
  });

  it('optional text is stored as an empty string when missing or blank', () => {
    const notes = optionalText(50, 'Too long.');
    expect(notes.parse(undefined)).toBe('');
    expect(notes.parse('\ufeff\n')).toBe('');
    expect(notes.parse(' line one\nline two ')).toBe('line one\nline two');
    expect(messages(notes, 'x'.repeat(51))).toEqual(['Too long.']);
  });
});

describe('shared fields', () => {
  it('an email is trimmed and lower-cased; a blank one is required, a bad one explained', () => {
    expect(emailSchema.parse(' Ada@Example.COM ')).toBe('ada@example.com');
    expect(messages(emailSchema, '\u200b')).toEqual(['Enter your email address.']);
    expect(messages(emailSchema, 'ada@')).toEqual(['Enter a valid email address, like name@example.com.']);
    expect(messages(emailSchema, 'ada@example.com\r\nBcc: x@example.com')).toEqual([
      'Keep your email address on one line.',
    ]);
  });

  it('a phone number is stored as E.164; an optional one may be blank', () => {
    expect(phoneSchema.parse('(207) 555-0148')).toBe('+12075550148');
    expect(messages(phoneSchema, '12')).toEqual(['Enter a US phone number: 10 digits, with the area code.']);
    expect(optionalPhoneSchema.parse('\u200b ')).toBeUndefined();
    expect(optionalPhoneSchema.parse(undefined)).toBeUndefined();
  });

  it('the honeypot takes anything short, and is optional', () => {
    expect(honeypotSchema.parse(undefined)).toBeUndefined();
    expect(honeypotSchema.parse('bot text')).toBe('bot text');
    expect(honeypotSchema.safeParse('x'.repeat(201)).success).toBe(false);
  });

  it('a page number comes from the query string, 1 by default, up to 1000', () => {
    expect(pageParamSchema.parse('3')).toBe(3);
    expect(pageParamSchema.parse(undefined)).toBe(1);
    expect(messages(pageParamSchema, '1001')).toEqual(['Give a page number from 1 to 1000.']);
  });

  it('the values of a choice list are ready for z.enum', () => {
    const sizes = [
      { value: 'small', label: 'Small' },
      { value: 'large', label: 'Large' },
    ] as const;
    expect(z.enum(choiceValues(sizes)).parse('large')).toBe('large');
  });

  it('blank means nothing visible; bad text is named for the server guard', () => {
    expect(isBlank('\u200b\u3164 \u2800')).toBe(true);
    expect(isBlank('\u200ba')).toBe(false);
    expect(badText('a\u0000b')?.[1]).toBe('Remove the invisible NUL character from this field.');
    expect(badText('plain')).toBeUndefined();
  });
});
