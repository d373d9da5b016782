// The subscriptions table's reads and writes, and the confirmation email (double opt-in). The
// address is stored lower-cased; the unique index on lower(email) decides racing sign-ups.
import { createHash, timingSafeEqual } from 'node:crypto';
import { eq, or, sql } from 'drizzle-orm';
import type {
  MySubscription,
  SubscribeData,
  SubscriptionAnswer,
  SubscriptionFrequency,
  SubscriptionTopic,
} from '../../shared/subscription-schemas';
import type { AppDb } from '../db/client';
import { subscriptions } from '../db/schema';
import { enqueueEmail, type EmailSettings } from '../email/outbox';
import { newNonce, signConfirm } from '../email/tokens';

export type SubscriptionRow = typeof subscriptions.$inferSelect;

/** A confirmation email is not sent again to the same address within this time (no mail-bombing). */
export const CONFIRM_RESEND_MS = 10 * 60_000;

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

export const sameHash = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

export function toAnswer(row: SubscriptionRow): SubscriptionAnswer {
  return {
    status: row.status,
    email: row.email,
    topics: row.topics as SubscriptionTopic[],
    frequency: row.frequency as SubscriptionFrequency,
  };
}

export function toMine(row: SubscriptionRow): MySubscription {
  return {
    ...toAnswer(row),
    confirmedAt: row.confirmedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

const byEmail = (email: string) => sql`lower(${subscriptions.email}) = ${email.toLowerCase()}`;

/** The row for this address, locked for the rest of the transaction. */
export async function lockByEmail(db: AppDb, email: string): Promise<SubscriptionRow | undefined> {
  const [row] = await db.select().from(subscriptions).where(byEmail(email)).for('update');
  return row;
}

/** A member's row: linked to their account, or at their account's address. Linked wins. */
export async function findMine(
  db: AppDb,
  user: { id: string; email: string },
  lock = false,
): Promise<SubscriptionRow | undefined> {
  const query = db
    .select()
    .from(subscriptions)
    .where(or(eq(subscriptions.userId, user.id), byEmail(user.email)))
    .orderBy(sql`${subscriptions.userId} = ${user.id} desc nulls last`);
  const rows = lock ? await query.for('update') : await query;
  return rows[0];
}

/** Inserts a row unless the address has one (then undefined): never an error on a race. */
export async function insertIfNew(
  db: AppDb,
  values: typeof subscriptions.$inferInsert,
): Promise<SubscriptionRow | undefined> {
  const [row] = await db.insert(subscriptions).values(values).onConflictDoNothing().returning();
  return row;
}

/** A member at their own account address: confirmed at once, no email round trip. */
export async function confirmForMember(
  db: AppDb,
  data: SubscribeData,
  userId: string,
  now: Date,
): Promise<SubscriptionRow> {
  const choices = { topics: data.topics, frequency: data.frequency };
  const inserted = await insertIfNew(db, {
    email: data.email,
    userId,
    ...choices,
    status: 'confirmed',
    confirmedAt: now,
    createdAt: now,
    updatedAt: now,
  });
  if (inserted) return inserted;
  const existing = await lockByEmail(db, data.email);
  const [row] = await db
    .update(subscriptions)
    .set({
      ...choices,
      userId,
      status: 'confirmed',
      confirmedAt: existing?.status === 'confirmed' ? existing.confirmedAt : now,
      unsubscribedAt: null,
      updatedAt: now,
    })
    .where(byEmail(data.email))
    .returning();
  if (!row) throw new Error('subscription vanished while it was locked');
  return row;
}

/** Writes a new confirm nonce (voiding older links) and the email carrying the signed link. */
export async function sendConfirmation(
  db: AppDb,
  email: EmailSettings,
  row: SubscriptionRow,
  now: Date,
): Promise<void> {
  const nonce = newNonce();
  await db
    .update(subscriptions)
    .set({ confirmTokenHash: sha256(nonce), confirmSentAt: now })
    .where(eq(subscriptions.id, row.id));
  const token = signConfirm(await email.keys.secret(), { subscriptionId: row.id, nonce }, now);
  await enqueueEmail(db, email, {
    to: row.email,
    template: 'subscription-confirm',
    data: {
      token,
      topics: row.topics as SubscriptionTopic[],
      frequency: row.frequency as SubscriptionFrequency,
    },
    now,
  });
}

/**
 * Anyone asking for updates at an address: a new or lapsed subscription waits for the emailed
 * link; a confirmed one is left as it is. The caller answers the same in every case.
 */
export async function requestConfirmation(
  db: AppDb,
  email: EmailSettings,
  data: SubscribeData,
  now: Date,
): Promise<void> {
  const choices = { topics: data.topics, frequency: data.frequency };
  const inserted = await insertIfNew(db, { email: data.email, ...choices, createdAt: now, updatedAt: now });
  if (inserted) return sendConfirmation(db, email, inserted, now);
  const existing = await lockByEmail(db, data.email);
  if (!existing || existing.status === 'confirmed') return;
  const recently =
    existing.confirmSentAt && now.getTime() - existing.confirmSentAt.getTime() < CONFIRM_RESEND_MS;
  if (recently) return;
  const [row] = await db
    .update(subscriptions)
    .set({ ...choices, status: 'pending', updatedAt: now })
    .where(eq(subscriptions.id, existing.id))
    .returning();
  if (row) await sendConfirmation(db, email, row, now);
}

/**
 * A new link for an address whose sign-up still waits for confirmation (its old link was lost,
 * expired or replaced), at most once per CONFIRM_RESEND_MS. Anything else sends nothing.
 */
export async function resendConfirmation(
  db: AppDb,
  email: EmailSettings,
  address: string,
  now: Date,
): Promise<boolean> {
  const existing = await lockByEmail(db, address);
  if (existing?.status !== 'pending') return false;
  const recently =
    existing.confirmSentAt && now.getTime() - existing.confirmSentAt.getTime() < CONFIRM_RESEND_MS;
  if (recently) return false;
  await sendConfirmation(db, email, existing, now);
  return true;
}
