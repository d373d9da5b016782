// Routes mail apps and developers reach, mounted ahead of the browser guards (same-origin, JSON
// only): a mail app's one-click unsubscribe (RFC 8058) is a form POST from its own servers, with
// no Origin. The signed token is the whole authorisation. And the local-only list of emails.
import { getConnInfo } from '@hono/node-server/conninfo';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from '../app-env';
import type { AppDb } from '../db/client';
import { recentEmails, type EmailSettings } from '../email/outbox';
import { HttpError } from '../http-error';
import type { Logger } from '../logger';
import { previewUnsubscribe, unsubscribeByToken } from '../services/subscriptions-unsubscribe';

export interface EmailRouteDeps {
  db: AppDb;
  logger: Logger;
  email: EmailSettings;
  /** The developers' list answers only outside production. */
  production: boolean;
  now?: () => Date;
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

function tokenFromQuery(c: Context<AppEnv>): string {
  const token = c.req.query('token') ?? '';
  if (!/^[A-Za-z0-9._-]{10,500}$/.test(token)) {
    throw new HttpError(400, 'This unsubscribe link is not complete.', {
      token: 'This link is not complete.',
    });
  }
  return token;
}

export function emailRoutes(deps: EmailRouteDeps) {
  const service = {
    db: deps.db,
    logger: deps.logger,
    now: deps.now ?? (() => new Date()),
    email: deps.email,
  };
  const app = new Hono<AppEnv>();

  // What the link would stop, for the page that asks before unsubscribing. Changes nothing.
  app.get('/email/unsubscribe', async (c) => c.json(await previewUnsubscribe(service, tokenFromQuery(c))));

  // One-click: the body is "List-Unsubscribe=One-Click" (form-encoded); nothing in it is needed.
  app.post(
    '/email/unsubscribe',
    bodyLimit({
      maxSize: 1024,
      onError: () => {
        throw new HttpError(413, 'The request body is too large.');
      },
    }),
    async (c) => c.json(await unsubscribeByToken(service, tokenFromQuery(c), c.get('requestId'))),
  );

  app.get('/dev/emails', async (c) => {
    if (deps.production || !fromThisMachine(c)) throw new HttpError(404, 'Not found.');
    const emails = await recentEmails(deps.db, { to: c.req.query('to'), limit: 50 });
    return c.json({
      emails: emails.map(({ claimedBy: _claimedBy, ...email }) => ({
        ...email,
        createdAt: email.createdAt.toISOString(),
        sentAt: email.sentAt?.toISOString() ?? null,
        nextAttemptAt: email.nextAttemptAt.toISOString(),
      })),
    });
  });

  return app;
}
