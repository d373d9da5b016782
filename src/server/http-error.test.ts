import { describe, expect, it } from 'vitest';
import { HttpError } from './http-error';

describe('HttpError', () => {
  it('carries its status, message, fields and headers, and no stack (an answer, not a fault)', () => {
    const error = new HttpError(
      400,
      'Please check the form.',
      { email: 'Enter an email address.' },
      { 'X-A': '1' },
    );
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ name: 'HttpError', status: 400, message: 'Please check the form.' });
    expect(error.fields).toEqual({ email: 'Enter an email address.' });
    expect(error.headers).toEqual({ 'X-A': '1' });
    expect(error.stack).toBe('HttpError: Please check the form.');
  });

  it('leaves the stack of other errors whole', () => {
    new HttpError(401, 'You are not logged in.');
    expect(new Error('a fault').stack).toMatch(/\n\s+at /);
  });
});
