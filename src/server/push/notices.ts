// Writing pushes: enqueuePush stores one push_outbox row per device the member turned notices on
// for, inside the caller's transaction, so a push exists exactly when the change it announces does
// (as enqueueEmail does for emails). The worker (worker.ts) sends them. What a notice says is fixed
// here: a title, a short line and a path, never a member's or an agent's words (decision 240).
import { eq } from 'drizzle-orm';
import type { PushPayload } from '../../shared/push-schemas';
import type { AppDb } from '../db/client';
import { pushOutbox, pushSubscriptions } from '../db/schema';

/** An agent answered one of the member's questions: the question's page opens. */
export const questionAnsweredNotice = (questionId: string): PushPayload => ({
  title: 'An agent answered your question',
  body: 'Open it to read the answer.',
  url: `/dashboard/question/${encodeURIComponent(questionId)}`,
});

/** An agent moved the member's website request to another status. */
export const websiteBuildNotice = (): PushPayload => ({
  title: 'Your website request has moved on',
  body: 'Open it to see where it stands.',
  url: '/dashboard/WebsiteBuild',
});

/** Stores the notice for each of the member's devices; returns how many. */
export async function enqueuePush(
  db: AppDb,
  userId: string,
  notice: PushPayload,
  now: Date,
): Promise<number> {
  const devices = await db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId));
  if (devices.length === 0) return 0;
  await db
    .insert(pushOutbox)
    .values(
      devices.map((device) => ({ subscriptionId: device.id, ...notice, createdAt: now, nextAttemptAt: now })),
    );
  return devices.length;
}
