// WebAuthn challenges kept in the database (decision 210): several server processes share one
// PostgreSQL, so the process that checks a browser's answer may not be the one that asked. Only the
// challenge's SHA-256 is stored; taking a row deletes it, so a challenge works once, and briefly.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import { PASSKEY_CHALLENGE_MINUTES } from '../../shared/passkey-schemas';
import type { AppDb } from '../db/client';
import { passkeyChallenges } from '../db/schema';

export const CHALLENGE_TTL_MS = PASSKEY_CHALLENGE_MINUTES * 60_000;

export type ChallengePurpose = 'register' | 'login';

const challengeId = (challenge: string) => createHash('sha256').update(challenge).digest('hex');

/** A new random challenge (32 bytes, base64url), stored for `purpose` and, to add a passkey, its account. */
export async function issueChallenge(
  db: AppDb,
  purpose: ChallengePurpose,
  userId: string | null,
  now: Date,
): Promise<string> {
  const challenge = randomBytes(32).toString('base64url');
  await db.insert(passkeyChallenges).values({
    id: challengeId(challenge),
    userId,
    purpose,
    createdAt: now,
    expiresAt: new Date(now.getTime() + CHALLENGE_TTL_MS),
  });
  return challenge;
}

/**
 * Uses up the challenge a browser signed, when it was issued for this purpose (and account) and has
 * not expired; true if it was. Of two racing answers with the same challenge, one finds it gone.
 */
export async function takeChallenge(
  db: AppDb,
  challenge: string,
  purpose: ChallengePurpose,
  userId: string | null,
  now: Date,
): Promise<boolean> {
  if (!/^[A-Za-z0-9_-]{20,200}$/.test(challenge)) return false;
  const rows = await db
    .delete(passkeyChallenges)
    .where(
      and(
        eq(passkeyChallenges.id, challengeId(challenge)),
        eq(passkeyChallenges.purpose, purpose),
        userId === null ? isNull(passkeyChallenges.userId) : eq(passkeyChallenges.userId, userId),
        gt(passkeyChallenges.expiresAt, now),
      ),
    )
    .returning({ id: passkeyChallenges.id });
  return rows.length === 1;
}

/** The challenge inside a browser's clientDataJSON, or undefined when it cannot be read. */
export function signedChallenge(clientDataJSON: string): string | undefined {
  try {
    const data: unknown = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8'));
    const challenge = (data as { challenge?: unknown } | null)?.challenge;
    return typeof challenge === 'string' ? challenge : undefined;
  } catch {
    return undefined;
  }
}

/** Drops challenges nobody answered; called with the other housekeeping. */
export async function pruneChallenges(db: AppDb, now: Date): Promise<void> {
  await db.delete(passkeyChallenges).where(lt(passkeyChallenges.expiresAt, now));
}
