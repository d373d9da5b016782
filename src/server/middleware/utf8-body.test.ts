import { describe, expect, it } from 'vitest';
import { HttpError } from '../http-error';
import { decodeStrictUtf8 } from './utf8-body';

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(
    parts.flatMap((part) => (typeof part === 'string' ? [...new TextEncoder().encode(part)] : part)),
  ).buffer;

function refusal(body: ArrayBuffer): HttpError {
  try {
    decodeStrictUtf8(body);
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error('the body was accepted');
}

describe('strict UTF-8 bodies', () => {
  it('decodes valid UTF-8, the replacement character itself included', () => {
    expect(decodeStrictUtf8(bytes('{"name":"Zoë \uFFFD 😀"}'))).toBe('{"name":"Zoë \uFFFD 😀"}');
  });

  it('names the field whose string holds a lone continuation byte', () => {
    const error = refusal(bytes('{"firstName":"Ann","note":"ok \uFFFD","lastName":"Le', [0x80], 'e"}'));
    expect(error.status).toBe(400);
    expect(error.message).toBe(
      'The field "lastName" contains bytes that are not valid UTF-8 text, which are not accepted.',
    );
    expect(error.fields).toEqual({ lastName: 'Remove the broken character from this field.' });
  });

  it('names a nested field, and finds an encoded surrogate (the raw form of \\ud800)', () => {
    const error = refusal(bytes('{"answers":{"city":"a', [0xed, 0xa0, 0x80], '"}}'));
    expect(error.fields).toEqual({ 'answers.city': 'Remove the broken character from this field.' });
  });

  it('says the body when the bad bytes are outside any string', () => {
    const error = refusal(bytes('{"a":1', [0xff], '}'));
    expect(error.message).toBe(
      'The request body contains bytes that are not valid UTF-8 text, which are not accepted.',
    );
    expect(error.fields).toBeUndefined();
  });
});
