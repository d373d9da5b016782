// Every error leaves as ApiErrorBody JSON with the request id; stacks stay in the server log.
// An unexpected error while the database is unreachable is a 503 with Retry-After, not a 500.
import type { IncomingMessage } from 'node:http';
import type { Context, ErrorHandler, NotFoundHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ApiErrorBody } from '../../shared/field-errors';
import type { AppEnv } from '../app-env';
import { pgErrorCode } from '../db/client';
import { HttpError } from '../http-error';
import { refusedByNode } from '../http-limits';
import type { Logger } from '../logger';

export const RETRY_AFTER_OUTAGE_SECONDS = 5;

export function errorJson(
  c: Context<AppEnv>,
  status: number,
  message: string,
  fields?: Record<string, string>,
  headers: Record<string, string> = {},
) {
  const body: ApiErrorBody = { statusCode: status, message, requestId: c.get('requestId') ?? '' };
  if (fields) body.data = JSON.stringify(fields);
  for (const [name, value] of Object.entries(headers)) c.header(name, value);
  c.header('Cache-Control', 'no-store');
  return c.json(body, status as ContentfulStatusCode);
}

/** pg-pool's error when no connection came free within connectionTimeoutMillis. */
function poolTimedOut(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 4; depth += 1) {
    if (/timeout exceeded when trying to connect/.test(String((current as Error).message))) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * Whether the request failed because its client stopped sending it (a closed connection, a body
 * Node refused as too slow or malformed): Node's stream then fails the body read with "aborted".
 */
function clientAborted(error: Error, c: Context<AppEnv>): IncomingMessage | true | undefined {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  const code = (error as NodeJS.ErrnoException).code;
  const byClient =
    error.message === 'aborted' || code === 'ECONNRESET' || code === 'ERR_STREAM_PREMATURE_CLOSE';
  if (!byClient && !incoming?.errored) return undefined;
  return incoming ?? true;
}

export function onError(deps: { ping: () => Promise<void>; logger: Logger }): ErrorHandler<AppEnv> {
  return async (error, c) => {
    if (error instanceof HttpError) {
      return errorJson(c, error.status, error.message, error.fields, error.headers);
    }
    // A client's broken request is not our error, and anyone can send many: logged at info, once
    // (Node's own refusal, a timeout or malformed body, was logged by http-limits.ts already).
    const aborted = clientAborted(error, c);
    if (aborted) {
      const incoming = aborted === true ? undefined : aborted;
      if (!refusedByNode(incoming?.socket)) {
        deps.logger.info('request.aborted', {
          requestId: c.get('requestId'),
          path: c.req.path,
          reason: 'the client closed the connection before its body arrived',
        });
      }
      return errorJson(c, 400, 'The request did not arrive whole.');
    }
    // Every pooled connection busy for too long (a request storm): the database is up but this
    // process cannot reach it in time, which is "try again shortly" too, not a fault of ours.
    const saturated = poolTimedOut(error);
    const dbUp =
      !saturated &&
      (await deps.ping().then(
        () => true,
        () => false,
      ));
    // Only the name, code and first line: driver messages can carry row values (an email).
    deps.logger.error(
      saturated ? 'database.pool_exhausted' : dbUp ? 'request.failed' : 'database.unavailable',
      {
        requestId: c.get('requestId'),
        path: c.req.path,
        error: error.name,
        code: pgErrorCode(error),
        message: dbUp ? error.message.split('\n')[0] : undefined,
      },
    );
    if (!dbUp) {
      return errorJson(c, 503, 'The service is briefly unavailable. Please try again shortly.', undefined, {
        'Retry-After': String(RETRY_AFTER_OUTAGE_SECONDS),
      });
    }
    return errorJson(c, 500, 'Something went wrong on our side.');
  };
}

export const apiNotFound: NotFoundHandler<AppEnv> = (c) =>
  errorJson(c, 404, `No API route for ${c.req.method} ${c.req.path}.`);
