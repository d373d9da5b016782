// Delivers the outbox. A pass claims due rows in a transaction with FOR UPDATE SKIP LOCKED and
// pushes their next attempt past a lease, so other processes on the same PostgreSQL skip them; the
// sending happens after the commit (PGlite has one connection: a held transaction would stall every
// request). A failure is retried with exponential backoff up to a cap, then marked failed, never
// deleted. See docs/decisions/095-email-outbox.md.
import { randomBytes } from 'node:crypto';
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { AppDb } from '../db/client';
import { emailOutbox } from '../db/schema';
import type { Logger } from '../logger';
import { pollingLoop } from '../polling-loop';
import type { OutboxRow } from './outbox';
import type { EmailTransport } from './transport';

export interface Backoff {
  /** Wait after the first failure; doubled after each further one. */
  baseMs: number;
  /** The longest wait between two attempts. */
  maxMs: number;
  /** After this many failed attempts the email is marked failed. */
  maxAttempts: number;
}

export const defaultBackoff: Backoff = { baseMs: 60_000, maxMs: 4 * 3_600_000, maxAttempts: 10 };

export interface WorkerOptions {
  db: AppDb;
  transport: EmailTransport;
  logger: Logger;
  /** The clock; tests move it to watch the backoff. */
  now?: () => Date;
  backoff?: Partial<Backoff>;
  /** How long a claim keeps other workers away: longer than any one delivery can take. */
  leaseMs?: number;
  batchSize?: number;
  /** Pause between passes when the outbox is empty. */
  pollMs?: number;
  /** Names this worker in claimed_by; random by default. */
  id?: string;
}

export interface PassResult {
  sent: number;
  retrying: number;
  failed: number;
}

export interface EmailWorker {
  readonly id: string;
  /** One pass: claim what is due, deliver it, record the outcomes. */
  runOnce(): Promise<PassResult>;
  start(): void;
  /** Stops polling, waits for the pass in flight, closes the transport. */
  stop(): Promise<void>;
}

/** The wait before attempt `attempts + 1`, after `attempts` failures. */
export function backoffDelay(attempts: number, backoff: Backoff): number {
  return Math.min(backoff.maxMs, backoff.baseMs * 2 ** Math.max(0, attempts - 1));
}

/** The error's words for last_error: SMTP code and message, cut short. */
function describe(error: unknown): string {
  const { responseCode, message } = (error ?? {}) as { responseCode?: number; message?: string };
  return `${responseCode ? `${responseCode} ` : ''}${message ?? String(error)}`.slice(0, 500);
}

export function createEmailWorker(options: WorkerOptions): EmailWorker {
  const { db, transport, logger } = options;
  const now = options.now ?? (() => new Date());
  const backoff = { ...defaultBackoff, ...options.backoff };
  const leaseMs = options.leaseMs ?? 5 * 60_000;
  const batchSize = options.batchSize ?? 10;
  const pollMs = options.pollMs ?? 3_000;
  const id = options.id ?? `worker-${randomBytes(6).toString('hex')}`;

  async function claim(at: Date): Promise<OutboxRow[]> {
    return db.transaction(async (tx) => {
      const due = await tx
        .select({ id: emailOutbox.id })
        .from(emailOutbox)
        .where(and(eq(emailOutbox.status, 'pending'), lte(emailOutbox.nextAttemptAt, at)))
        .orderBy(asc(emailOutbox.nextAttemptAt))
        .limit(batchSize)
        .for('update', { skipLocked: true });
      if (due.length === 0) return [];
      return tx
        .update(emailOutbox)
        .set({
          claimedBy: id,
          attempts: sql`${emailOutbox.attempts} + 1`,
          nextAttemptAt: new Date(at.getTime() + leaseMs),
        })
        .where(
          inArray(
            emailOutbox.id,
            due.map((row) => row.id),
          ),
        )
        .returning();
    });
  }

  /** Writes an outcome only while this worker still holds the claim (a lease may have lapsed). */
  const mine = (rowId: string) => and(eq(emailOutbox.id, rowId), eq(emailOutbox.claimedBy, id));

  async function deliver(email: OutboxRow, result: PassResult): Promise<void> {
    try {
      await transport.send(email);
      await db
        .update(emailOutbox)
        .set({
          status: 'sent',
          sentAt: now(),
          claimedBy: null,
          lastError: null,
          deliveredVia: transport.kind,
        })
        .where(mine(email.id));
      result.sent += 1;
      logger.info('email.sent', { emailId: email.id, template: email.template, via: transport.kind });
    } catch (error) {
      const lastError = describe(error);
      const giveUp = email.attempts >= backoff.maxAttempts;
      const retryAt = new Date(now().getTime() + backoffDelay(email.attempts, backoff));
      await db
        .update(emailOutbox)
        .set(
          giveUp
            ? { status: 'failed', claimedBy: null, lastError }
            : { nextAttemptAt: retryAt, claimedBy: null, lastError },
        )
        .where(mine(email.id));
      if (giveUp) result.failed += 1;
      else result.retrying += 1;
      // The SMTP reply may quote the address, so the log gets the code only.
      const code = (error as { responseCode?: number } | null)?.responseCode;
      logger.warn(giveUp ? 'email.failed' : 'email.retry', {
        emailId: email.id,
        attempts: email.attempts,
        code,
        ...(giveUp ? {} : { retryAt: retryAt.toISOString() }),
      });
    }
  }

  async function runOnce(): Promise<PassResult> {
    const result: PassResult = { sent: 0, retrying: 0, failed: 0 };
    const claimed = await claim(now());
    for (const email of claimed) await deliver(email, result);
    return result;
  }

  const loop = pollingLoop({
    pass: async () => {
      const result = await runOnce();
      return result.sent + result.retrying + result.failed >= batchSize;
    },
    pollMs,
    logger,
    failedEvent: 'email.pass_failed',
    fields: { worker: id },
  });

  return {
    id,
    runOnce,
    start() {
      if (loop.start()) logger.info('email.worker_started', { worker: id, via: transport.kind });
    },
    async stop() {
      await loop.stop();
      transport.close();
    },
  };
}
