// Writing emails: enqueueEmail renders a template and stores it in email_outbox, inside the
// caller's transaction when given one, so an email exists exactly when the change behind it does.
// The worker (worker.ts) delivers it. Every email but an account one carries a signed unsubscribe
// link and headers.
import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { AppDb } from '../db/client';
import { emailOptOuts, emailOutbox } from '../db/schema';
import { renderLayout } from './layout';
import { emailTemplates, type TemplateData, type TemplateName } from './templates';
import { emailKeys, signUnsubscribe, type EmailKeys } from './tokens';

export interface EmailSettings {
  /** SITE_URL: every link in an email is absolute. */
  siteUrl: string;
  keys: EmailKeys;
}

/** From the environment: SITE_URL, and EMAIL_TOKEN_SECRET or the one kept in the database. */
export const emailSettings = (
  db: AppDb,
  config: { SITE_URL: string; EMAIL_TOKEN_SECRET?: string | undefined },
): EmailSettings => ({ siteUrl: config.SITE_URL, keys: emailKeys(db, config.EMAIL_TOKEN_SECRET) });

export interface EmailMessage<Name extends TemplateName> {
  to: string;
  template: Name;
  data: TemplateData<Name>;
  now?: Date;
}

const origin = (siteUrl: string) => siteUrl.replace(/\/+$/, '');

/** The page a person opens from the link in the body: it asks before it unsubscribes. */
export const unsubscribePageUrl = (siteUrl: string, token: string) =>
  `${origin(siteUrl)}/subscribe/unsubscribe?token=${encodeURIComponent(token)}`;

/** The List-Unsubscribe target: mail apps POST to it (RFC 8058 one-click). */
export const oneClickUrl = (siteUrl: string, token: string) =>
  `${origin(siteUrl)}/api/email/unsubscribe?token=${encodeURIComponent(token)}`;

export async function isOptedOut(db: AppDb, email: string, list: string): Promise<boolean> {
  const [row] = await db
    .select({ email: emailOptOuts.email })
    .from(emailOptOuts)
    .where(and(eq(emailOptOuts.email, email.toLowerCase()), eq(emailOptOuts.list, list)));
  return !!row;
}

/**
 * Stores one email for delivery and returns its id, or undefined when the address opted out of
 * the template's notifications list. Update emails are gated by subscription status instead.
 * Inside a transaction, have `settings.keys.secret()` resolved first (the server does at start; a
 * route can await it before opening the transaction): on PGlite's one connection, reading it while
 * the transaction holds the connection would wait forever.
 */
export async function enqueueEmail<Name extends TemplateName>(
  db: AppDb,
  settings: EmailSettings,
  message: EmailMessage<Name>,
): Promise<string | undefined> {
  const to = message.to.trim().toLowerCase();
  // One cast: TypeScript cannot narrow a template chosen by a generic key to its own data type.
  const template = emailTemplates[
    message.template
  ] as unknown as (typeof emailTemplates)['question-answered'];
  const data = message.data as unknown as TemplateData<'question-answered'>;
  if (template.list === 'notifications' && (await isOptedOut(db, to, template.list))) return undefined;

  const id = randomUUID();
  // An account email (a reset link, a password notice) has nothing to leave: no unsubscribe link.
  const token = template.list === 'account' ? undefined : signUnsubscribe(await settings.keys.secret(), id);
  const body = renderLayout(
    template.content(data, { url: origin(settings.siteUrl) }),
    token && unsubscribePageUrl(settings.siteUrl, token),
  );
  const now = message.now ?? new Date();
  await db.insert(emailOutbox).values({
    id,
    to,
    template: message.template,
    list: template.list,
    subject: template.subject(data),
    textBody: body.text,
    htmlBody: body.html,
    headers: {
      ...(token && {
        'List-Unsubscribe': `<${oneClickUrl(settings.siteUrl, token)}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      }),
      // Sent by the site, not a person: out-of-office replies should not answer it (RFC 3834).
      'Auto-Submitted': 'auto-generated',
    },
    createdAt: now,
    nextAttemptAt: now,
  });
  return id;
}

export type OutboxRow = typeof emailOutbox.$inferSelect;

/** The latest emails, newest first, optionally to one address: the developers' page. */
export async function recentEmails(db: AppDb, options: { to?: string; limit?: number } = {}) {
  return db
    .select()
    .from(emailOutbox)
    .where(options.to ? eq(emailOutbox.to, options.to.trim().toLowerCase()) : undefined)
    .orderBy(desc(emailOutbox.createdAt))
    .limit(options.limit ?? 50);
}
