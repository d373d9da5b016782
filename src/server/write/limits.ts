// Per-IP and per-account limits for writes: count first, atomically, then decide. Counting before
// the work (not after a failure) is what keeps racing requests from all slipping under the limit.
import type { AppDb } from '../db/client';
import { tooManyRequests } from '../http-error';
import { hit, unhit, type Limit } from '../services/rate-limit';

export interface LimitRule {
  /** e.g. `contact-ip:${ip}` or `login-account:${userId}`; one counter per key and window. */
  key: string;
  limit: Limit;
}

/** Counts one hit on every rule; the first over its max answers 429 with Retry-After. */
export async function enforceLimits(db: AppDb, rules: LimitRule[], now: Date): Promise<void> {
  for (const rule of rules) {
    const state = await hit(db, rule.key, rule.limit, now);
    if (state.count > rule.limit.max) throw tooManyRequests(state.retryAfter);
  }
}

/**
 * Takes one attempt from a limit before a check that can fail (a password), or answers 429 when
 * none is left. The caller gives the attempt back with `refund` when it succeeded, so the counter
 * holds failures plus attempts still in flight: never more than `max` are checked per window.
 */
export async function takeAttempt(db: AppDb, rule: LimitRule, now: Date) {
  await enforceLimits(db, [rule], now);
  return { refund: () => unhit(db, rule.key, rule.limit, now) };
}
