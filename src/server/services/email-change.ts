// A changed email address (decision 216): the new address gets a link (a random token, only its
// SHA-256 stored, 24 hours, once, the newest voiding older ones) and the account keeps its old
// address until the link is followed. Then the address changes, the subscription and the opt-outs
// follow it, and the old address gets a notice. An address another account uses gets the same
// answer when asked for, and a plain refusal when the link is followed.
import { timingSafeEqual } from 'node:crypto';
import { and, eq, gt, lt, ne, sql } from 'drizzle-orm';
import { EMAIL_CHANGE_LINK_HOURS, type PendingEmail } from '../../shared/email-change-schemas';
import { inTransaction, pgConstraint, pgErrorCode, type AppDb } from '../db/client';
import { emailChangeTokens, emailOptOuts, subscriptions, users } from '../db/schema';
import { enqueueEmail, type EmailSettings } from '../email/outbox';
import { HttpError } from '../http-error';
import type { Logger } from '../logger';
import { hashToken, newToken, sessionsChanged } from './sessions';
import type { UserRow } from './users';

export const EMAIL_CHANGE_TTL_MS = EMAIL_CHANGE_LINK_HOURS * 3_600_000;

export const CHANGE_LINK_NOT_WORKING = `This link no longer works: it was used already, it is more than ${EMAIL_CHANGE_LINK_HOURS} hours old, a newer link replaced it, or it was not copied whole.`;

export const ADDRESS_TAKEN =
  'Another account already uses this email address, so we cannot move your account to it. Your account keeps its current address.';

export interface EmailChangeDeps {
  db: AppDb;
  logger: Logger;
  now: () => Date;
  email: EmailSettings;
}

/** "ma•••@example.com": enough for the owner to recognise, little for anyone else. */
export const addressHint = (email: string) => {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 2)}${'•'.repeat(3)}@${domain}`;
};

/** The change waiting for its link, if any (the newest; older ones were deleted when it was made). */
export async function pendingEmail(db: AppDb, userId: string, now: Date): Promise<PendingEmail> {
  const [row] = await db
    .select({ email: emailChangeTokens.newEmail, expiresAt: emailChangeTokens.expiresAt })
    .from(emailChangeTokens)
    .where(and(eq(emailChangeTokens.userId, userId), gt(emailChangeTokens.expiresAt, now)))
    .limit(1);
  return row ? { email: row.email, expiresAt: row.expiresAt.toISOString() } : null;
}

/**
 * Emails a link to `newEmail` and stores its hash; the account's older links stop working. Whether
 * another account uses the address is not looked at here: the answer must not tell.
 */
export async function requestEmailChange(
  deps: EmailChangeDeps,
  user: UserRow,
  newEmail: string,
  requestId: string,
): Promise<void> {
  const now = deps.now();
  const token = newToken();
  // Read before the transaction: on PGlite's one connection it would wait for itself (outbox.ts).
  await deps.email.keys.secret();
  const emailId = await inTransaction(deps.db, async (tx) => {
    await tx.delete(emailChangeTokens).where(eq(emailChangeTokens.userId, user.id));
    await tx.insert(emailChangeTokens).values({
      id: hashToken(token),
      userId: user.id,
      newEmail,
      createdAt: now,
      expiresAt: new Date(now.getTime() + EMAIL_CHANGE_TTL_MS),
    });
    return enqueueEmail(tx, deps.email, {
      to: newEmail,
      template: 'email-change-confirm',
      data: { firstName: user.firstName, token },
      now,
    });
  });
  deps.logger.info('account.email_change.requested', { requestId, userId: user.id, emailId });
}

/** Forgets the change waiting for its link (the member changed their mind). */
export async function cancelEmailChange(db: AppDb, userId: string): Promise<void> {
  await db.delete(emailChangeTokens).where(eq(emailChangeTokens.userId, userId));
}

const badLink = () => new HttpError(400, CHANGE_LINK_NOT_WORKING, { token: CHANGE_LINK_NOT_WORKING });
const taken = () => new HttpError(409, ADDRESS_TAKEN, { token: ADDRESS_TAKEN });

/**
 * Follows a link: the account takes the new address (proved, as the link reached it), its
 * subscription and opt-outs follow, the old address gets a notice and the link is used up. The
 * account's sessions stay: the member proved the new address, not a risk to the account.
 */
export async function confirmEmailChange(
  deps: EmailChangeDeps,
  token: string,
  requestId: string,
): Promise<{ email: string }> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) throw badLink();
  const now = deps.now();
  const id = hashToken(token);
  await deps.email.keys.secret();
  try {
    const changed = await inTransaction(deps.db, async (tx) => {
      // Taking the row is what uses the link: of two racing requests, one finds it gone.
      const [used] = await tx
        .delete(emailChangeTokens)
        .where(and(eq(emailChangeTokens.id, id), gt(emailChangeTokens.expiresAt, now)))
        .returning();
      if (!used || !timingSafeEqual(Buffer.from(used.id), Buffer.from(id))) throw badLink();
      const [user] = await tx.select().from(users).where(eq(users.id, used.userId)).for('update');
      if (!user) throw badLink();
      const [other] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(sql`lower(${users.email}) = ${used.newEmail}`, ne(users.id, user.id)))
        .limit(1);
      if (other) throw taken();
      const oldEmail = user.email.toLowerCase();
      await tx
        .update(users)
        .set({ email: used.newEmail, emailVerifiedAt: now, updatedAt: now })
        .where(eq(users.id, user.id));
      await moveSubscription(tx, user.id, oldEmail, used.newEmail, now);
      // A list the member left stays left at the new address (the old address keeps its own).
      const lists = await tx
        .select({ list: emailOptOuts.list })
        .from(emailOptOuts)
        .where(eq(emailOptOuts.email, oldEmail));
      if (lists.length) {
        await tx
          .insert(emailOptOuts)
          .values(lists.map(({ list }) => ({ email: used.newEmail, list, createdAt: now })))
          .onConflictDoNothing();
      }
      if (oldEmail !== used.newEmail) {
        await enqueueEmail(tx, deps.email, {
          to: oldEmail,
          template: 'email-changed',
          data: { firstName: user.firstName, newEmailHint: addressHint(used.newEmail) },
          now,
        });
      }
      return { userId: user.id, email: used.newEmail };
    });
    // The cached session user carries the old address.
    await sessionsChanged(deps.db, { userId: changed.userId });
    deps.logger.info('account.email_change.confirmed', { requestId, userId: changed.userId });
    return { email: changed.email };
  } catch (caught) {
    // The unique index decides a race with a registration on the same address.
    const raced = pgErrorCode(caught) === '23505' && /email/i.test(pgConstraint(caught) ?? '');
    const error = raced ? taken() : caught;
    if (error instanceof HttpError && error.status === 409) {
      // The rollback kept the link; it names an address the account cannot have, so it goes.
      await deps.db.delete(emailChangeTokens).where(eq(emailChangeTokens.id, id));
    }
    throw error;
  }
}

/**
 * The subscription at the old address moves to the new one. When the new address already has its
 * own (signed up without the account), that one is kept and joined to the account, and the old
 * one goes: one address, one subscription.
 */
async function moveSubscription(tx: AppDb, userId: string, oldEmail: string, newEmail: string, now: Date) {
  const byEmail = (email: string) => sql`lower(${subscriptions.email}) = ${email}`;
  const [atNew] = await tx.select({ id: subscriptions.id }).from(subscriptions).where(byEmail(newEmail));
  if (atNew) {
    await tx.delete(subscriptions).where(byEmail(oldEmail));
    await tx.update(subscriptions).set({ userId, updatedAt: now }).where(eq(subscriptions.id, atNew.id));
    return;
  }
  await tx.update(subscriptions).set({ email: newEmail, userId, updatedAt: now }).where(byEmail(oldEmail));
}

/** Drops links that expired; called now and then by the server. */
export async function pruneEmailChangeTokens(db: AppDb, now: Date): Promise<void> {
  await db.delete(emailChangeTokens).where(lt(emailChangeTokens.expiresAt, now));
}
