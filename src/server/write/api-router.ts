// The router every /api module builds on: an OpenAPIHono whose schema failures become the house's
// 400 with a field map, and the error answers every route's contract shares.
import { OpenAPIHono } from '@hono/zod-openapi';
import type { z } from 'zod';
import { apiErrorBodySchema } from '../../shared/api-error-schema';
import { zodFieldErrors } from '../../shared/field-errors';
import type { AppEnv } from '../app-env';
import { HttpError } from '../http-error';

export const CHECK_FIELDS = 'Please check the highlighted fields.';

/** Turns a failed schema check into a 400 whose `data` names every field. */
export function validationHook(result: { success: boolean; error?: unknown }): undefined {
  if (!result.success) throw new HttpError(400, CHECK_FIELDS, zodFieldErrors(result.error as z.ZodError));
  return undefined;
}

export const apiRouter = () => new OpenAPIHono<AppEnv>({ defaultHook: validationHook });

const errorContent = (description: string) => ({
  description,
  content: { 'application/json': { schema: apiErrorBodySchema } },
});

/** Error answers by status, for a route's `responses`; pick the ones the route can give. */
export const errorResponses = {
  400: errorContent('The body failed its schema; `data` maps each field to a message.'),
  401: errorContent('No valid session, or wrong credentials.'),
  403: errorContent('The session belongs to an account of another role.'),
  404: errorContent('Not found, or not yours to see (the same answer either way).'),
  409: errorContent('Conflict: a value is taken, or the same request is still running.'),
  413: errorContent('The body is over 16 KiB.'),
  415: errorContent('The body is not application/json.'),
  422: errorContent('The Idempotency-Key belongs to another request or another body.'),
  429: errorContent('Too many requests; see Retry-After.'),
  503: errorContent('The database does not answer, or the server is busy; see Retry-After.'),
} as const;

/** A JSON answer for a route's `responses`. */
export const jsonBody = <S extends z.ZodType>(schema: S, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});

export const errorsFor = <S extends keyof typeof errorResponses>(...statuses: S[]) =>
  Object.fromEntries(statuses.map((status) => [status, errorResponses[status]])) as Pick<
    typeof errorResponses,
    S
  >;
