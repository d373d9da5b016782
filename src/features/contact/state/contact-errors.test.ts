import { FetchError } from 'ofetch';
import { describe, expect, it } from 'vitest';
import { checkContact, emptyContact, errorsFromFailure, refusalErrors } from './contact-errors';

function fetchError(status: number, body?: unknown): FetchError {
  const error = new FetchError('failed');
  Object.assign(error, { response: new Response(null, { status }), data: body });
  return error;
}

describe('contact form errors', () => {
  it('names each missing field with the shared schema messages', () => {
    const checked = checkContact(emptyContact);
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(Object.keys(checked.errors).sort()).toEqual(['email', 'message', 'name', 'topic']);
  });

  it('accepts a complete message without a phone when the reply goes by email', () => {
    const checked = checkContact({
      ...emptyContact,
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
    expect(errorsFromFailure(error, true)).toEqual({ email: 'Bad email.' });
  });

  it('explains a rate limit, an outage and being offline in plain words', () => {
    expect(errorsFromFailure(fetchError(429), true).form).toMatch(/wait a little/);
    expect(errorsFromFailure(fetchError(503), true).form).toMatch(/busy/);
    expect(errorsFromFailure(new Error('network'), false).form).toMatch(/offline/);
    expect(errorsFromFailure(fetchError(500), true).form).toMatch(/could not be sent/);
  });

  it('a refusal the outbox kept goes to the fields, or says the message is still there', () => {
    const body = { statusCode: 400, message: 'x', requestId: 'r', data: '{"email":"Bad email."}' };
    expect(refusalErrors(400, body)).toEqual({ email: 'Bad email.' });
    expect(refusalErrors(403, { statusCode: 403, message: 'No.' }).form).toMatch(/error 403.*still here/);
  });
});
