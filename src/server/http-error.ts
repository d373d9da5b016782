// An error a route means to send: status, a message people can read, optional field errors and
// headers. Anything else that is thrown becomes a 500 (or a 503 when the database is down).
import type { FieldErrors } from '../shared/field-errors';

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields?: FieldErrors,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const tooManyRequests = (retryAfterSeconds: number) =>
  new HttpError(429, 'Too many attempts. Please wait a little and try again.', undefined, {
    'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))),
  });
