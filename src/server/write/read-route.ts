// One way to declare a JSON read (GET) under /api: its query and answer schemas go into the OpenAPI
// document, a bad query is the house's 400 (api-router's hook), and the handler receives the
// parsed query. Writes have addWrite (write-route.ts); this is its reading counterpart.
import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import type { Context, MiddlewareHandler } from 'hono';
import type { z } from 'zod';
import type { AppEnv } from '../app-env';
import { errorsFor, jsonBody, type errorResponses } from './api-router';

export interface ReadSpec<Q extends z.ZodObject | undefined, R extends z.ZodType> {
  path: string;
  summary: string;
  tags: string[];
  /** The session check, usually loadSession(...) for the roles that may read. */
  middleware: readonly MiddlewareHandler<AppEnv>[];
  query?: Q;
  /** Path parameters, e.g. idParams for '/{id}'; the handler reads them with c.req.param. */
  params?: z.ZodObject;
  response: R;
  /** What a 200 holds, in a few words. */
  description: string;
  errors: readonly (keyof typeof errorResponses)[];
}

type QueryOf<Q> = Q extends z.ZodObject ? z.infer<Q> : Record<string, never>;

export function addRead<Q extends z.ZodObject | undefined, R extends z.ZodType>(
  app: OpenAPIHono<AppEnv>,
  spec: ReadSpec<Q, R>,
  handler: (query: QueryOf<Q>, c: Context<AppEnv>) => Promise<z.infer<R>>,
): void {
  const route = createRoute({
    method: 'get',
    path: spec.path,
    summary: spec.summary,
    tags: spec.tags,
    middleware: [...spec.middleware],
    request: {
      ...(spec.query ? { query: spec.query } : {}),
      ...(spec.params ? { params: spec.params } : {}),
    },
    responses: { 200: jsonBody(spec.response, spec.description), ...errorsFor(...spec.errors) },
  });
  app.openapi(route, async (c) => {
    const query = (spec.query ? c.req.valid('query' as never) : {}) as QueryOf<Q>;
    return c.json((await handler(query, c as unknown as Context<AppEnv>)) as never, 200);
  });
}
