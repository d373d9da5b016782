// Sends the push outbox the way the email worker sends email (decision 095): a pass claims due
// rows with FOR UPDATE SKIP LOCKED and a lease, commits, then sends, so several processes on one
// PostgreSQL send each push once and a process killed mid-send leaves the row due again when the
// lease lapses. A 404 or 410 from the push service deletes the device's subscription (and its
// waiting pushes); other failures are retried with backoff, then marked failed (decision 240).
import { randomBytes } from 'node:crypto';
import { and, asc, eq, inArray, lt, lte, ne, sql } from 'drizzle-orm';
import type { AppDb } from '../db/client';
import { pushOutbox, pushSubscriptions } from '../db/schema';
import { backoffDelay, type Backoff } from '../email/worker';
import type { Logger } from '../logger';
import { pollingLoop } from '../polling-loop';
import type { PushSend } from './sender';
import type { VapidSource } from './vapid';

/** Shorter than email's: a notice days late is worth less than none. */
export const pushBackoff: Backoff = { baseMs: 30_000, maxMs: 3_600_000, maxAttempts: 6 };

export interface PushWorkerOptions {
  db: AppDb;
  vapid: VapidSource;
  send: PushSend;
  logger: Logger;
  now?: () => Date;
  leaseMs?: number;
  batchSize?: number;
  pollMs?: number;
  id?: string;
}

export interface PushPassResult {
  sent: number;
  gone: number;
  retrying: number;
  failed: number;
}

export interface PushWorker {
  readonly id: string;
  runOnce(): Promise<PushPassResult>;
  start(): void;
  stop(): Promise<void>;
}

/** Deletes sent and failed pushes created before `before`: they hold nothing worth keeping. */
export async function prunePushOutbox(db: AppDb, before: Date): Promise<void> {
  await db.delete(pushOutbox).where(and(ne(pushOutbox.status, 'pending'), lt(pushOutbox.createdAt, before)));
}

export function createPushWorker(options: PushWorkerOptions): PushWorker {
  const { db, logger, send, vapid } = options;
  const now = options.now ?? (() => new Date());
  const leaseMs = options.leaseMs ?? 2 * 60_000;
  const batchSize = options.batchSize ?? 20;
  const id = options.id ?? `push-${randomBytes(6).toString('hex')}`;

  async function claim(at: Date) {
    const claimed = await db.transaction(async (tx) => {
      const due = await tx
        .select({ id: pushOutbox.id })
        .from(pushOutbox)
        .where(and(eq(pushOutbox.status, 'pending'), lte(pushOutbox.nextAttemptAt, at)))
        .orderBy(asc(pushOutbox.nextAttemptAt))
        .limit(batchSize)
        .for('update', { skipLocked: true });
      if (due.length === 0) return [];
      return tx
        .update(pushOutbox)
        .set({
          claimedBy: id,
          attempts: sql`${pushOutbox.attempts} + 1`,
          nextAttemptAt: new Date(at.getTime() + leaseMs),
        })
        .where(
          inArray(
            pushOutbox.id,
            due.map((row) => row.id),
          ),
        )
        .returning({ id: pushOutbox.id });
    });
    if (claimed.length === 0) return [];
    // Read after the claim commits, with the device's keys: nothing is held open while sending.
    return db
      .select({ push: pushOutbox, device: pushSubscriptions })
      .from(pushOutbox)
      .innerJoin(pushSubscriptions, eq(pushSubscriptions.id, pushOutbox.subscriptionId))
      .where(
        inArray(
          pushOutbox.id,
          claimed.map((row) => row.id),
        ),
      );
  }

  const mine = (rowId: string) => and(eq(pushOutbox.id, rowId), eq(pushOutbox.claimedBy, id));

  async function deliver(row: Awaited<ReturnType<typeof claim>>[number], result: PushPassResult) {
    const { push, device } = row;
    const payload = JSON.stringify({ title: push.title, body: push.body, url: push.url });
    const outcome = await send(device, payload, await vapid.keys());
    if (outcome.kind === 'sent') {
      await db
        .update(pushOutbox)
        .set({ status: 'sent', sentAt: now(), claimedBy: null, lastError: null })
        .where(mine(push.id));
      result.sent += 1;
      logger.info('push.sent', { pushId: push.id });
      return;
    }
    if (outcome.kind === 'gone' || outcome.kind === 'refused') {
      // The browser dropped the subscription (or the member blocked us), or its address is inside
      // the network: it never works again, and is not tried again.
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, device.id));
      result.gone += 1;
      if (outcome.kind === 'gone')
        logger.info('push.subscription_gone', { pushId: push.id, status: outcome.status });
      else logger.warn('push.endpoint_refused', { pushId: push.id, reason: outcome.reason });
      return;
    }
    const giveUp = push.attempts >= pushBackoff.maxAttempts;
    const retryAt = new Date(now().getTime() + backoffDelay(push.attempts, pushBackoff));
    await db
      .update(pushOutbox)
      .set(
        giveUp
          ? { status: 'failed', claimedBy: null, lastError: outcome.reason }
          : { nextAttemptAt: retryAt, claimedBy: null, lastError: outcome.reason },
      )
      .where(mine(push.id));
    if (giveUp) result.failed += 1;
    else result.retrying += 1;
    // The endpoint names the device at its push service: it stays out of the log.
    logger.warn(giveUp ? 'push.failed' : 'push.retry', {
      pushId: push.id,
      attempts: push.attempts,
      reason: outcome.reason,
    });
  }

  async function runOnce(): Promise<PushPassResult> {
    const result: PushPassResult = { sent: 0, gone: 0, retrying: 0, failed: 0 };
    for (const row of await claim(now())) await deliver(row, result);
    return result;
  }

  const loop = pollingLoop({
    pass: async () => {
      const result = await runOnce();
      return result.sent + result.gone + result.retrying + result.failed >= batchSize;
    },
    pollMs: options.pollMs ?? 3_000,
    logger,
    failedEvent: 'push.pass_failed',
    fields: { worker: id },
  });

  return {
    id,
    runOnce,
    start() {
      if (loop.start()) logger.info('push.worker_started', { worker: id });
    },
    stop: () => loop.stop(),
  };
}
