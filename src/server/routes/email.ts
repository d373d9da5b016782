// Routes mail apps and developers reach, mounted ahead of the browser guards (same-origin, JSON
// only): a mail app's one-click unsubscribe (RFC 8058) is a form POST from its own servers, with
// no Origin. The signed token is the whole authorisation. And the local-only list of emails.
import { getConnInfo } from '@hono/node-server/conninfo';
import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { unsubscribeAnswerSchema, unsubscribePreviewSchema } from '../../shared/subscription-schemas';
import type { AppEnv } from '../app-env';
import type { AppDb } from '../db/client';
import { recentEmails, type EmailSettings } from '../email/outbox';
import { HttpError } from '../http-error';
import type { Logger } from '../logger';
import { previewUnsubscribe, unsubscribeByToken } from '../services/subscriptions-unsubscribe';
import { apiRouter, errorsFor, jsonBody } from '../write/api-router';

export interface EmailRouteDeps {
  db: AppDb;
  logger: Logger;
  email: EmailSettings;
  /** The developers' list answers only outside production. */
  production: boolean;
  now: () => Date;
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/** The socket's own address, never a forwarding header: a proxy on this host must not pass. */
function fromThisMachine(c: Context<AppEnv>): boolean {
  if (c.req.header('x-forwarded-for') || c.req.header('forwarded')) return false;
  try {
    return LOOPBACK.has(getConnInfo(c).remote.address ?? '');
  } catch {
    return false;
  }
}

const tokenQuery = z.object({
  token: z
    .string({ error: 'This link is not complete.' })
    .regex(/^[A-Za-z0-9._-]{10,500}$/, 'This link is not complete.')
    .describe('The signed token from the email’s unsubscribe link.'),
});

/** The developers' view of an outbox row: everything but the worker's claim. */
const devEmailSchema = z.object({
  id: z.string(),
  to: z.string(),
  template: z.string(),
  list: z.string(),
  subject: z.string(),
  textBody: z.string(),
  htmlBody: z.string(),
  headers: z.record(z.string(), z.string()),
  status: z.string(),
  attempts: z.number().int(),
  nextAttemptAt: z.string(),
  lastError: z.string().nullable(),
  deliveredVia: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});

export function emailRoutes(deps: EmailRouteDeps) {
  const service = { db: deps.db, logger: deps.logger, now: deps.now, email: deps.email };
  const app = apiRouter();
  const tags = ['email'];

  // What the link would stop, for the page that asks before unsubscribing. Changes nothing.
  const preview = createRoute({
    method: 'get',
    path: '/email/unsubscribe',
    summary: 'What an unsubscribe link would stop (changes nothing)',
    tags,
    request: { query: tokenQuery },
    responses: {
      200: jsonBody(unsubscribePreviewSchema, 'The list and masked address'),
      ...errorsFor(400, 503),
    },
  });
  app.openapi(preview, async (c) =>
    c.json(await previewUnsubscribe(service, c.req.valid('query').token), 200),
  );

  // One-click (RFC 8058): the body is "List-Unsubscribe=One-Click" (form-encoded); nothing in it
  // is needed, so no body is declared. Mail apps send it without an Origin.
  const oneClick = createRoute({
    method: 'post',
    path: '/email/unsubscribe',
    summary: 'One-click unsubscribe from a mail app (form POST, no Origin needed)',
    tags,
    middleware: [
      bodyLimit({
        maxSize: 1024,
        onError: () => {
          throw new HttpError(413, 'The request body is too large.');
        },
      }),
    ],
    request: { query: tokenQuery },
    responses: { 200: jsonBody(unsubscribeAnswerSchema, 'Unsubscribed'), ...errorsFor(400, 413, 503) },
  });
  app.openapi(oneClick, async (c) =>
    c.json(await unsubscribeByToken(service, c.req.valid('query').token, c.get('requestId')), 200),
  );

  const devEmails = createRoute({
    method: 'get',
    path: '/dev/emails',
    summary: 'The latest 50 emails, for developers (404 in production and from other machines)',
    tags,
    request: {
      query: z.strictObject({
        to: z.string().max(320).optional().describe('Only emails to this address.'),
      }),
    },
    responses: {
      200: jsonBody(z.object({ emails: z.array(devEmailSchema) }), 'Newest first'),
      ...errorsFor(400, 404, 503),
    },
  });
  app.openapi(devEmails, async (c) => {
    if (deps.production || !fromThisMachine(c)) throw new HttpError(404, 'Not found.');
    const emails = await recentEmails(deps.db, { to: c.req.valid('query').to, limit: 50 });
    return c.json(
      {
        emails: emails.map(({ claimedBy: _claimedBy, ...email }) => ({
          ...email,
          createdAt: email.createdAt.toISOString(),
          sentAt: email.sentAt?.toISOString() ?? null,
          nextAttemptAt: email.nextAttemptAt.toISOString(),
        })),
      },
      200,
    );
  });

  return app;
}
