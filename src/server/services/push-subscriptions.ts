// A member's devices for Web Push (decision 240): one row per push endpoint, tied to the session
// it was made in, so logging out (which deletes the session) removes it. The same endpoint again
// (a browser re-subscribing, or another member on the same phone) takes the row over.
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { pushSubscriptionSchema } from '../../shared/push-schemas';
import type { AppDb } from '../db/client';
import { pushSubscriptions } from '../db/schema';
import { HttpError } from '../http-error';
import { isPushServiceEndpoint } from '../push/push-endpoints';
import { hashToken } from './sessions';

const NOT_ALLOWED = 'That notification address is not one this site can send to.';

/**
 * Only a browser's push service may be subscribed (push-endpoints.ts, decision 251): any other
 * address would let anyone with an account make the server call where it chooses, inside its own
 * network included. Tests pass `allowPrivateHosts` to reach their loopback stand-in.
 */
export function checkPushHost(endpoint: string, allowPrivateHosts: boolean): void {
  if (allowPrivateHosts) return;
  if (!isPushServiceEndpoint(endpoint)) throw new HttpError(400, NOT_ALLOWED, { endpoint: NOT_ALLOWED });
}

export async function savePushSubscription(
  db: AppDb,
  who: { userId: string; sessionToken: string },
  data: z.output<typeof pushSubscriptionSchema>,
  now: Date,
): Promise<void> {
  const values = {
    userId: who.userId,
    sessionId: hashToken(who.sessionToken),
    endpoint: data.endpoint,
    p256dh: data.keys.p256dh,
    auth: data.keys.auth,
    createdAt: now,
  };
  await db
    .insert(pushSubscriptions)
    .values(values)
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: values });
}

/** Removes this member's subscription at that endpoint; another member's is left alone (no error). */
export async function removePushSubscription(db: AppDb, userId: string, endpoint: string): Promise<void> {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
}
