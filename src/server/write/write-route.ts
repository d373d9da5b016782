// One write endpoint in one call (docs/contracts.md "Adding a write endpoint"): the body's shared
// zod schema and the answer's schema are declared once, for validation and for the OpenAPI
// document; then body guards, honeypot, session, idempotency and limits run in a fixed order and
// the handler receives typed input. Order: JSON type -> NUL/reserved keys -> honeypot -> session
// -> schema -> Idempotency-Key claim (a replay answers here) -> limits -> handler.
import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { z } from 'zod';
import type { UserRole } from '../../shared/auth-schemas';
import type { AppEnv } from '../app-env';
import type { AppDb } from '../db/client';
import { HttpError } from '../http-error';
import type { Logger } from '../logger';
import { readJson, requireJson } from '../middleware/json-body';
import { IDEMPOTENCY_HEADER, readIdempotencyKey, requestHash, runIdempotent } from '../services/idempotency';
import type { SessionUser } from '../services/sessions';
import { errorResponses, errorsFor, validationHook } from './api-router';
import { guardBody, refuseHoneypot } from './body-guard';
import { enforceLimits, type LimitRule } from './limits';
import { loadSession } from './session';

export interface WriteDeps {
  db: AppDb;
  logger: Logger;
  now: () => Date;
}

export interface WriteContext {
  c: Context<AppEnv>;
  /** The transaction the stored answer commits with, when the route is idempotent. */
  db: AppDb;
  now: Date;
  ip: string;
  requestId: string;
  userAgent: string | undefined;
  session: { user: SessionUser; token: string; from: 'cookie' | 'bearer' } | undefined;
}

type ErrorStatus = keyof typeof errorResponses;

type SuccessStatus = 200 | 201 | 202;
const ANSWER = Symbol('answer');

/** A handler's answer with another success status than the route's usual one (see `alsoStatus`). */
export interface Answer<T> {
  [ANSWER]: true;
  status: SuccessStatus;
  body: T;
}
export const withStatus = <T>(status: SuccessStatus, body: T): Answer<T> => ({
  [ANSWER]: true,
  status,
  body,
});
const isAnswer = <T>(value: T | Answer<T>): value is Answer<T> =>
  typeof value === 'object' && value !== null && ANSWER in value;

export interface WriteSpec<B extends z.ZodType, R extends z.ZodType> {
  /** Log event prefix, e.g. 'contact' gives contact.honeypot, contact.replayed. */
  name: string;
  method?: 'post' | 'put' | 'patch' | 'delete';
  /** Relative to where the router is mounted, OpenAPI style: '/', '/{id}'. */
  path: string;
  summary: string;
  tags: string[];
  body: B;
  response: R;
  status?: SuccessStatus;
  /** Another success status the handler may answer with through `withStatus`. */
  alsoStatus?: SuccessStatus;
  /** Path parameters, e.g. z.object({ id: z.string() }) for '/{id}'; read with c.req.param. */
  params?: z.ZodObject;
  /** Refuse a filled `website` field before anything else (public forms). */
  honeypot?: boolean;
  /** 'required' answers 401 without a session; 'optional' just looks it up. */
  session?: 'optional' | 'required';
  /** With a required session: accounts of other roles get 403. */
  roles?: readonly UserRole[];
  /** Idempotency scope, e.g. 'contact.create': the route then honours Idempotency-Key. */
  idempotency?: string;
  /** Counted only for requests that will do the work (never for replays). */
  limits?: (who: { ip: string; userId: string | undefined }) => LimitRule[];
  /** Error statuses the route gives besides 400, 413, 415 and 503 (and 422/429 it adds itself). */
  errors?: readonly ErrorStatus[];
}

const idempotencyHeaders = z.object({
  'idempotency-key': z
    .string()
    .regex(/^[A-Za-z0-9._:-]{8,200}$/)
    .optional()
    .describe('A random key per draft: replays answer with the first answer and Idempotent-Replayed: true.'),
});

/** The checks before a JSON body's schema, for routes that answer other than addWrite's JSON (chat). */
export function guards(
  deps: WriteDeps,
  spec: { name: string; honeypot?: boolean; session?: 'optional' | 'required'; roles?: readonly UserRole[] },
) {
  const checkBody = createMiddleware<AppEnv>(async (c, next) => {
    const body = await readJson(c);
    guardBody(body);
    if (spec.honeypot) {
      try {
        refuseHoneypot(body);
      } catch (error) {
        deps.logger.info(`${spec.name}.honeypot`, { requestId: c.get('requestId'), ip: c.get('clientIp') });
        throw error;
      }
    }
    return next();
  });
  const list = [requireJson(), checkBody];
  if (spec.session) list.push(loadSession(deps.db, deps.now, spec.session === 'required', spec.roles));
  return list;
}

export function addWrite<B extends z.ZodType, R extends z.ZodType>(
  app: OpenAPIHono<AppEnv>,
  deps: WriteDeps,
  spec: WriteSpec<B, R>,
  handler: (input: z.output<B>, ctx: WriteContext) => Promise<z.input<R> | Answer<z.input<R>>>,
): void {
  const status = spec.status ?? 201;
  const errors: ErrorStatus[] = [400, 413, 415, 503, ...(spec.errors ?? [])];
  if (spec.idempotency) errors.push(409, 422);
  if (spec.limits) errors.push(429);
  if (spec.session === 'required') errors.push(401);
  if (spec.roles?.length) errors.push(403);
  const success = (code: SuccessStatus) => ({
    [code]: { description: spec.summary, content: { 'application/json': { schema: spec.response } } },
  });
  const route = createRoute({
    method: spec.method ?? 'post',
    path: spec.path,
    summary: spec.summary,
    tags: spec.tags,
    middleware: guards(deps, spec),
    request: {
      ...(spec.idempotency ? { headers: idempotencyHeaders } : {}),
      ...(spec.params ? { params: spec.params } : {}),
      body: { required: true, content: { 'application/json': { schema: spec.body } } },
    },
    responses: {
      ...success(status),
      ...(spec.alsoStatus ? success(spec.alsoStatus) : {}),
      ...errorsFor(...new Set(errors)),
    },
  });
  const run = async (c: Context<AppEnv>) => {
    const input = (c.req as unknown as { valid(target: 'json'): z.output<B> }).valid('json');
    const now = deps.now();
    const session = c.get('session');
    const ctx: WriteContext = {
      c,
      db: deps.db,
      now,
      ip: c.get('clientIp'),
      requestId: c.get('requestId'),
      userAgent: c.req.header('user-agent'),
      session,
    };
    const rules = spec.limits?.({ ip: ctx.ip, userId: session?.user.id }) ?? [];
    const before = async () => {
      try {
        await enforceLimits(deps.db, rules, now);
      } catch (error) {
        // Only a refusal is "limited"; a database error on the way is the outage handler's to log.
        if (error instanceof HttpError && error.status === 429) {
          deps.logger.warn(`${spec.name}.limited`, { requestId: ctx.requestId, ip: ctx.ip });
        }
        throw error;
      }
    };
    const answer = async (db: AppDb) => {
      const result = await handler(input, { ...ctx, db });
      return isAnswer(result) ? { status: result.status, body: result.body } : { status, body: result };
    };
    if (!spec.idempotency) {
      await before();
      const result = await answer(deps.db);
      return c.json(result.body, result.status);
    }
    const result = await runIdempotent(
      deps.db,
      {
        scope: spec.idempotency,
        key: readIdempotencyKey(c.req.header(IDEMPOTENCY_HEADER)),
        owner: session?.user.id ?? `ip:${ctx.ip}`,
        now,
        requestHash: requestHash(await c.req.json()),
        before,
      },
      answer,
    );
    if (result.replayed) {
      c.header('Idempotent-Replayed', 'true');
      deps.logger.info(`${spec.name}.replayed`, { requestId: ctx.requestId });
    }
    // A retry that took over a key its crashed first attempt left pending says so.
    if (result.recovered) c.header('Idempotent-Recovered', 'true');
    return c.json(result.body, result.status as typeof status);
  };
  app.openapi(route, run as never, validationHook);
}
