import { FetchError } from 'ofetch';
import { describe, expect, it } from 'vitest';
import { checkWith, errorsFromFailure, errorsFromRefusal } from '../../../components/form/server-errors';
import { contactSchema } from '../../../shared/contact-schema';
import { contactMessages } from './contact-errors';

function fetchError(status: number, body?: unknown): FetchError {
  const error = new FetchError('failed');
  Object.assign(error, { response: new Response(null, { status }), data: body });
  return error;
}

const empty = {
  name: '',
  email: '',
  phone: '',
  topic: '',
  message: '',
  preferredContact: 'email',
  website: '',
};
const failure = (error: unknown, online: boolean) =>
  errorsFromFailure(error, contactMessages, undefined, online);

describe('contact form errors', () => {
  it('names each missing field with the shared schema messages', () => {
    const checked = checkWith(contactSchema, empty);
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(Object.keys(checked.errors).sort()).toEqual(['email', 'message', 'name', 'topic']);
  });

  it('accepts a complete message without a phone when the reply goes by email', () => {
    const checked = checkWith(contactSchema, {
      ...empty,
      name: 'Ada',
      email: 'ada@example.com',
      topic: 'life',
      message: 'Please call me about term life.',
    });
    expect(checked.ok).toBe(true);
  });

  it("uses the server's field map when it sends one", () => {
    const error = fetchError(400, {
      statusCode: 400,
      message: 'x',
      requestId: 'r',
      data: '{"email":"Bad email."}',
    });
    expect(failure(error, true)).toEqual({ email: 'Bad email.' });
  });

  it('explains a rate limit, an outage and being offline in plain words', () => {
    expect(failure(fetchError(429), true).form).toMatch(/wait a little/);
    expect(failure(fetchError(503), true).form).toMatch(/busy/);
    expect(failure(new Error('network'), false).form).toMatch(/offline/);
    expect(failure(fetchError(500), true).form).toMatch(/could not be sent/);
  });

  it('a refusal the outbox kept goes to the fields, or says the message is still there', () => {
    const body = { statusCode: 400, message: 'x', requestId: 'r', data: '{"email":"Bad email."}' };
    expect(errorsFromRefusal(400, body, contactMessages)).toEqual({ email: 'Bad email.' });
    expect(errorsFromRefusal(403, { statusCode: 403, message: 'No.' }, contactMessages).form).toMatch(
      /error 403.*still here/,
    );
  });
});
