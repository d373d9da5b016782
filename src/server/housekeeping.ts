// The hourly pruning of expired rows, run by every server process (each pass is idempotent, so
// several processes on one PostgreSQL only repeat each other's deletes).
import type { AppDb } from './db/client';
import type { Logger } from './logger';
import { prunePushOutbox } from './push/worker';
import { pruneEmailChangeTokens } from './services/email-change';
import { pruneIdempotencyKeys } from './services/idempotency';
import { pruneChallenges } from './services/passkey-challenges';
import { pruneResetTokens } from './services/password-reset';
import { pruneRateLimits } from './services/rate-limit';
import { pruneSessions } from './services/sessions';

const PRUNE_EVERY_MS = 60 * 60_000;
const DAY_MS = 24 * PRUNE_EVERY_MS;

async function prune(db: AppDb): Promise<void> {
  const now = new Date();
  await pruneSessions(db, now);
  await pruneResetTokens(db, now);
  await pruneChallenges(db, now);
  await pruneEmailChangeTokens(db, now);
  await pruneRateLimits(db, new Date(now.getTime() - DAY_MS));
  // Unlike emails, a sent push is not kept: it says nothing a developer or member needs later.
  await prunePushOutbox(db, new Date(now.getTime() - 7 * DAY_MS));
  // An outbox replays within days; a key kept for a week covers a phone that stayed offline.
  await pruneIdempotencyKeys(db, new Date(now.getTime() - 7 * DAY_MS));
}

/** One pass now, then one an hour; returns the timer to clear on stop. */
export async function startHousekeeping(
  db: AppDb,
  logger: Logger,
  describe: (error: unknown) => string,
): Promise<NodeJS.Timeout> {
  // A slow database at start (several processes starting on a busy machine) must not stop the
  // start; the next hourly pass catches up.
  await prune(db).catch((error: unknown) => logger.warn('prune.failed', { reason: describe(error) }));
  return setInterval(() => {
    prune(db).catch(() => logger.warn('prune.failed'));
  }, PRUNE_EVERY_MS).unref();
}
