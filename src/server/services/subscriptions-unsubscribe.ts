// Unsubscribing from an email's link, without logging in. The signed token names the email it came
// in; that email's list says what stops: updates (the subscription) or notifications (an opt-out).
import { and, eq, ne, sql } from 'drizzle-orm';
import type { UnsubscribeAnswer, UnsubscribePreview } from '../../shared/subscription-schemas';
import type { AppDb } from '../db/client';
import { emailOptOuts, emailOutbox, subscriptions } from '../db/schema';
import { isOptedOut, type EmailSettings } from '../email/outbox';
import { verifyUnsubscribe } from '../email/tokens';
import { HttpError } from '../http-error';
import type { Logger } from '../logger';

export interface UnsubscribeDeps {
  db: AppDb;
  logger: Logger;
  now: () => Date;
  email: EmailSettings;
}

const INVALID =
  'This unsubscribe link is not valid. Copy the whole link from the email, or log in to change your emails.';

type List = UnsubscribePreview['list'];

async function emailOfToken(deps: UnsubscribeDeps, token: string): Promise<{ to: string; list: List }> {
  const emailId = verifyUnsubscribe(await deps.email.keys.secret(), token);
  const [row] = emailId
    ? await deps.db
        .select({ to: emailOutbox.to, list: emailOutbox.list })
        .from(emailOutbox)
        .where(eq(emailOutbox.id, emailId))
    : [];
  if (!row) throw new HttpError(400, INVALID, { token: INVALID });
  return { to: row.to, list: row.list === 'notifications' ? 'notifications' : 'updates' };
}

/** "r•••@example.com": enough for a person to recognise, little for anyone else. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  return `${email.slice(0, 1)}•••${email.slice(at)}`;
}

const byEmail = (email: string) => sql`lower(${subscriptions.email}) = ${email}`;

export async function previewUnsubscribe(deps: UnsubscribeDeps, token: string): Promise<UnsubscribePreview> {
  const { to, list } = await emailOfToken(deps, token);
  let unsubscribed: boolean;
  if (list === 'notifications') unsubscribed = await isOptedOut(deps.db, to, list);
  else {
    const [row] = await deps.db
      .select({ status: subscriptions.status })
      .from(subscriptions)
      .where(byEmail(to));
    unsubscribed = !row || row.status === 'unsubscribed';
  }
  return { list, email: maskEmail(to), unsubscribed };
}

/** Idempotent: a second click (or a mail app's one-click POST after the page's) changes nothing. */
export async function unsubscribeByToken(
  deps: UnsubscribeDeps,
  token: string,
  requestId: string,
): Promise<UnsubscribeAnswer> {
  const { to, list } = await emailOfToken(deps, token);
  const now = deps.now();
  if (list === 'notifications') {
    await deps.db.insert(emailOptOuts).values({ email: to, list, createdAt: now }).onConflictDoNothing();
  } else {
    // The confirm hash goes too, so an old confirmation link cannot sign the address up again.
    await deps.db
      .update(subscriptions)
      .set({ status: 'unsubscribed', unsubscribedAt: now, confirmTokenHash: null, updatedAt: now })
      .where(and(byEmail(to), ne(subscriptions.status, 'unsubscribed')));
  }
  deps.logger.info('email.unsubscribed', { requestId, list });
  return { ok: true, list };
}
