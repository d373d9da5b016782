// An error a route means to send: status, a message people can read, optional field errors and
// headers. Anything else that is thrown becomes a 500 (or a 503 when the database is down).
import type { FieldErrors } from '../shared/field-errors';

export class HttpError extends Error {
  readonly status: number;
  readonly fields?: FieldErrors;
  readonly headers: Record<string, string>;

  constructor(status: number, message: string, fields?: FieldErrors, headers: Record<string, string> = {}) {
    // An answer, not a fault: nothing reads its stack (middleware/errors.ts sends status and
    // message), and capturing one through Hono's middleware was about a tenth of the CPU of a 401.
    const limit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    super(message);
    Error.stackTraceLimit = limit;
    this.name = 'HttpError';
    this.status = status;
    this.fields = fields;
    this.headers = headers;
  }
}

export const tooManyRequests = (retryAfterSeconds: number) =>
  new HttpError(429, 'Too many attempts. Please wait a little and try again.', undefined, {
    'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))),
  });
