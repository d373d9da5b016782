// Email updates: sign up (double opt-in; a member at their own address, once they have proved it
// by following a link emailed to it: at once), confirm by the emailed link (which proves the
// address for the account that has it), and a member's own view and changes. An anonymous caller gets the
// same answer whether or not the address was on the list. Logs carry ids, never addresses.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type {
  MySubscription,
  SubscribeData,
  SubscriptionAnswer,
  UpdateSubscriptionData,
} from '../../shared/subscription-schemas';
import { inTransaction, type AppDb } from '../db/client';
import { subscriptions, users } from '../db/schema';
import type { EmailSettings } from '../email/outbox';
import { verifyConfirm } from '../email/tokens';
import { HttpError } from '../http-error';
import type { Logger } from '../logger';
import type { SessionUser } from './sessions';
import {
  confirmForMember,
  findMine,
  insertIfNew,
  lockByEmail,
  requestConfirmation,
  resendConfirmation,
  sameHash,
  sendConfirmation,
  sha256,
  toAnswer,
  toMine,
} from './subscriptions-store';

export interface SubscriptionDeps {
  db: AppDb;
  logger: Logger;
  now: () => Date;
  email: EmailSettings;
}

export const INVALID_LINK = 'This link is not valid: it may have expired, or a newer link replaced it.';

/**
 * True when this address is the member's account address and they proved it (followed a link
 * emailed to it). Read from the database, not the session: the proof may be seconds old.
 */
export async function provedOwnAddress(db: AppDb, userId: string, email: string): Promise<boolean> {
  const [row] = await db
    .select({ email: users.email, verifiedAt: users.emailVerifiedAt })
    .from(users)
    .where(eq(users.id, userId));
  return !!row?.verifiedAt && row.email.toLowerCase() === email.toLowerCase();
}

/** A followed confirmation link proves the address: for the account that has it, too. */
async function markAddressProved(db: AppDb, email: string, now: Date): Promise<void> {
  await db
    .update(users)
    .set({ emailVerifiedAt: now })
    .where(and(sql`lower(${users.email}) = ${email.toLowerCase()}`, isNull(users.emailVerifiedAt)));
}

/**
 * A sign-up the route (addWrite) has validated, limited and claimed the key for. A member at their
 * own, proved address is confirmed at once (200); anyone else gets the emailed link (202).
 */
export async function subscribe(
  deps: SubscriptionDeps,
  data: SubscribeData,
  request: { requestId: string; user: SessionUser | undefined },
): Promise<{ status: 200 | 202; body: SubscriptionAnswer }> {
  const now = deps.now();
  const { user } = request;
  // One transaction each: a racing sign-up's insert waits on ours, then finds the row, its lock and
  // the confirmation already sent, so one address gets one row and one email.
  const own = user && user.email.toLowerCase() === data.email;
  const proved = own && (await provedOwnAddress(deps.db, user.id, data.email));
  const confirmed = await inTransaction(deps.db, async (tx) => {
    // A member's own address already confirmed is theirs to change; telling them so tells nobody else.
    if (own && (proved || (await lockByEmail(tx, data.email))?.status === 'confirmed')) {
      return confirmForMember(tx, data, user.id, now);
    }
    await requestConfirmation(tx, deps.email, data, now);
    return undefined;
  });
  if (confirmed) {
    deps.logger.info('subscription.confirmed', {
      requestId: request.requestId,
      subscriptionId: confirmed.id,
    });
    return { status: 200, body: toAnswer(confirmed) };
  }
  deps.logger.info('subscription.requested', { requestId: request.requestId });
  // Built from the request alone: it must not tell whether the address was known.
  const body: SubscriptionAnswer = {
    status: 'pending',
    email: data.email,
    topics: data.topics,
    frequency: data.frequency,
  };
  return { status: 202, body };
}

/** A new link to an address that waits for one; the caller answers the same either way. */
export async function resend(deps: SubscriptionDeps, address: string, requestId: string): Promise<void> {
  const now = deps.now();
  const sent = await inTransaction(deps.db, (tx) => resendConfirmation(tx, deps.email, address, now));
  deps.logger.info('subscription.resend', { requestId, sent });
}

/** The emailed link: a genuine, unexpired token whose nonce is the latest one sent. */
export async function confirm(
  deps: SubscriptionDeps,
  token: string,
  requestId: string,
): Promise<SubscriptionAnswer> {
  const now = deps.now();
  const claim = verifyConfirm(await deps.email.keys.secret(), token, now);
  const [row] = claim
    ? await deps.db.select().from(subscriptions).where(eq(subscriptions.id, claim.subscriptionId))
    : [];
  // Unsubscribing clears the hash, so an old link cannot sign the address up again.
  if (!claim || !row?.confirmTokenHash || !sameHash(row.confirmTokenHash, sha256(claim.nonce))) {
    deps.logger.info('subscription.confirm_refused', { requestId });
    throw new HttpError(400, INVALID_LINK, { token: INVALID_LINK });
  }
  await markAddressProved(deps.db, row.email, now);
  if (row.status === 'confirmed') return toAnswer(row);
  const [updated] = await deps.db
    .update(subscriptions)
    .set({ status: 'confirmed', confirmedAt: now, unsubscribedAt: null, updatedAt: now })
    .where(eq(subscriptions.id, row.id))
    .returning();
  deps.logger.info('subscription.confirmed', { requestId, subscriptionId: row.id });
  return toAnswer(updated ?? row);
}

export async function getMine(db: AppDb, user: SessionUser): Promise<MySubscription | null> {
  const row = await findMine(db, user);
  return row ? toMine(row) : null;
}

/**
 * A member changes topics or frequency, stops the emails or starts them again. With no row yet,
 * topics and frequency start one at the account's address. An address other than the account's
 * (signed up before registering with another) goes through the emailed link again when restarted.
 */
export async function updateMine(
  deps: SubscriptionDeps,
  user: SessionUser,
  data: UpdateSubscriptionData,
  requestId: string,
): Promise<MySubscription> {
  const now = deps.now();
  const proved = await provedOwnAddress(deps.db, user.id, user.email);
  return inTransaction(deps.db, async (tx) => {
    const existing = await findMine(tx, user, true);
    const started = existing ? undefined : await startForMember(tx, user, data, proved, now);
    const row =
      existing ??
      started ??
      // A sign-up for the same address committed between our read and our insert.
      (await findMine(tx, user, true));
    if (!row) throw new Error('subscription missing after insert');
    // Only a proved account address skips the emailed link.
    const ownAddress = proved && row.email === user.email.toLowerCase();
    const change: Partial<typeof subscriptions.$inferInsert> = { userId: user.id, updatedAt: now };
    if (data.topics) change.topics = data.topics;
    if (data.frequency) change.frequency = data.frequency;
    let confirmAgain = started?.status === 'pending';
    if (data.subscribed === false) {
      Object.assign(change, { status: 'unsubscribed', unsubscribedAt: now, confirmTokenHash: null });
    } else if (data.subscribed === true && row.status !== 'confirmed') {
      if (ownAddress) {
        Object.assign(change, { status: 'confirmed', confirmedAt: now, unsubscribedAt: null });
      } else {
        change.status = 'pending';
        confirmAgain = true;
      }
    }
    const [updated] = await tx
      .update(subscriptions)
      .set(change)
      .where(eq(subscriptions.id, row.id))
      .returning();
    if (!updated) throw new Error('subscription vanished while it was locked');
    if (confirmAgain) await sendConfirmation(tx, deps.email, updated, now);
    deps.logger.info('subscription.updated', { requestId, subscriptionId: row.id, status: updated.status });
    return toMine(updated);
  });
}

/** A first subscription at the account address: confirmed at once only when that address is proved. */
async function startForMember(
  db: AppDb,
  user: SessionUser,
  data: { topics?: string[]; frequency?: string; subscribed?: boolean },
  proved: boolean,
  now: Date,
) {
  if (data.subscribed === false) throw new HttpError(404, 'You have no email updates to stop.');
  if (!data.topics || !data.frequency) {
    const fields: Record<string, string> = {};
    if (!data.topics) fields.topics = 'Choose at least one topic.';
    if (!data.frequency) fields.frequency = 'Choose how often we write.';
    throw new HttpError(400, 'Please check the highlighted fields.', fields);
  }
  return insertIfNew(db, {
    email: user.email.toLowerCase(),
    userId: user.id,
    topics: data.topics,
    frequency: data.frequency,
    status: proved ? 'confirmed' : 'pending',
    confirmedAt: proved ? now : null,
    createdAt: now,
    updatedAt: now,
  });
}
