import { FetchError } from 'ofetch';
import { describe, expect, it } from 'vitest';
import { defaultMessages, errorsFromFailure, errorsFromRefusal } from './server-errors';

function fetchError(status: number, body?: unknown): FetchError {
  const error = new FetchError('failed');
  Object.assign(error, { response: new Response(null, { status }), data: body });
  return error;
}

const body = (data: Record<string, string>) => ({
  statusCode: 400,
  message: 'Some fields need a change.',
  requestId: 'r',
  data: JSON.stringify(data),
});

describe('server errors in the form kit', () => {
  it('puts the spec field map at the fields, renamed to the form names', () => {
    const rename = (name: string) => name.replace(/^answers\./, '');
    const error = fetchError(400, body({ 'answers.zip': 'Enter a ZIP code.', email: 'Bad email.' }));
    expect(errorsFromFailure(error, defaultMessages, rename, true)).toEqual({
      zip: 'Enter a ZIP code.',
      email: 'Bad email.',
    });
  });

  it('chooses one form message by status when no field is named', () => {
    const messages = { ...defaultMessages, busyStatuses: [409], fallback: 'Please try again.' };
    expect(errorsFromFailure(fetchError(429), messages, undefined, true)).toEqual({ form: messages.tooMany });
    expect(errorsFromFailure(fetchError(503), messages, undefined, true)).toEqual({ form: messages.busy });
    expect(errorsFromFailure(fetchError(409), messages, undefined, true)).toEqual({ form: messages.busy });
    expect(errorsFromFailure(fetchError(500), messages, undefined, true)).toEqual({
      form: 'Please try again.',
    });
    expect(errorsFromFailure(new Error('no network'), messages, undefined, false)).toEqual({
      form: messages.offline,
    });
  });

  it('words a refusal the outbox kept with its status, or shows its fields', () => {
    const messages = { ...defaultMessages, refused: (status: number) => `Refused (${status}).` };
    expect(errorsFromRefusal(403, { statusCode: 403, message: 'No.' }, messages)).toEqual({
      form: 'Refused (403).',
    });
    expect(errorsFromRefusal(400, body({ email: 'Bad email.' }), messages)).toEqual({ email: 'Bad email.' });
    expect(errorsFromRefusal(400, { data: 'not json' })).toEqual({ form: defaultMessages.fallback });
  });
});
