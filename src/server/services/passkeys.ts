// A signed-in person's passkeys (decision 210): adding one (password first, as it is a new way into
// the account, then the browser's answer to a stored challenge, then a notice email), the list, and
// removing one. Signing in with a passkey lives in passkey-login.ts.
import { generateRegistrationOptions, verifyRegistrationResponse } from '@simplewebauthn/server';
import type { RegistrationResponseJSON } from '@simplewebauthn/server';
import { and, asc, eq } from 'drizzle-orm';
import { agency } from '../../shared/agency';
import type { Passkey } from '../../shared/passkey-schemas';
import type { z } from 'zod';
import type { addPasskeySchema } from '../../shared/passkey-schemas';
import { inTransaction, type AppDb } from '../db/client';
import { passkeys } from '../db/schema';
import { enqueueEmail, type EmailSettings } from '../email/outbox';
import { HttpError } from '../http-error';
import type { Logger } from '../logger';
import { takeAttempt } from '../write/limits';
import { accountLimitKey, type RequestInfo } from './auth';
import { CHALLENGE_TTL_MS, issueChallenge, signedChallenge, takeChallenge } from './passkey-challenges';
import { verifyPassword } from './passwords';
import type { RateLimits } from './rate-limit';
import type { UserRow } from './users';

/** Who the browser is asked to make a passkey for: SITE_URL's host and origin (decision 165). */
export interface RelyingParty {
  id: string;
  origin: string;
  name: string;
}

export function relyingParty(siteUrl: string): RelyingParty {
  const url = new URL(siteUrl);
  return { id: url.hostname, origin: url.origin, name: agency.shortName };
}

export interface PasskeyDeps {
  db: AppDb;
  logger: Logger;
  limits: RateLimits;
  email: EmailSettings;
  rp: RelyingParty;
}

export const WRONG_PASSWORD = 'Your password is not right.';
export const ADD_FAILED =
  'Your device’s passkey could not be added. Please try again; the request lasts a few minutes.';
export const ALREADY_ADDED = 'This passkey is already added to an account.';
export const PASSKEY_NOT_FOUND = 'This passkey was not found on your account.';

/** The WebAuthn user handle: the account's id as bytes; it names no person. */
export const userHandle = (userId: string) => new TextEncoder().encode(userId);

type PasskeyRow = typeof passkeys.$inferSelect;

const toPasskey = (row: PasskeyRow): Passkey => ({
  id: row.id,
  name: row.name,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});

export async function listPasskeys(db: AppDb, userId: string): Promise<Passkey[]> {
  const rows = await db
    .select()
    .from(passkeys)
    .where(eq(passkeys.userId, userId))
    .orderBy(asc(passkeys.createdAt), asc(passkeys.id));
  return rows.map(toPasskey);
}

/**
 * The options for navigator.credentials.create(), after the password: counted on the login's
 * per-account limit, since a wrong password here is a guess like any other.
 */
export async function passkeyRegistrationOptions(
  deps: PasskeyDeps,
  user: UserRow,
  password: string,
  info: RequestInfo,
  now: Date,
) {
  const rule = { key: accountLimitKey(user, user.username), limit: deps.limits.loginFailuresPerAccount };
  const attempt = await takeAttempt(deps.db, rule, now);
  if (!(await verifyPassword(user.passwordHash, password))) {
    deps.logger.info('passkey.options.failure', { requestId: info.requestId, userId: user.id, ip: info.ip });
    throw new HttpError(400, WRONG_PASSWORD, { password: WRONG_PASSWORD });
  }
  await attempt.refund();
  const existing = await deps.db
    .select({ id: passkeys.credentialId, transports: passkeys.transports })
    .from(passkeys)
    .where(eq(passkeys.userId, user.id));
  const challenge = await issueChallenge(deps.db, 'register', user.id, now);
  return generateRegistrationOptions({
    rpName: deps.rp.name,
    rpID: deps.rp.id,
    userName: user.username,
    userID: userHandle(user.id),
    userDisplayName: `${user.firstName} ${user.lastName}`,
    challenge: Buffer.from(challenge, 'base64url'),
    timeout: CHALLENGE_TTL_MS,
    attestationType: 'none',
    // A device that has one already is not offered again.
    excludeCredentials: existing,
    // Discoverable, so sign-in needs no username; verified, so it stands in for the password.
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
}

/** Checks the browser's answer to the stored challenge, keeps the public key and emails a notice. */
export async function addPasskey(
  deps: PasskeyDeps,
  user: UserRow,
  data: z.output<typeof addPasskeySchema>,
  info: RequestInfo,
  now: Date,
): Promise<Passkey> {
  const response = data.credential as RegistrationResponseJSON;
  const challenge = signedChallenge(response.response.clientDataJSON);
  const fail = (reason: string) => {
    deps.logger.info('passkey.add.failure', { requestId: info.requestId, userId: user.id, reason });
    return new HttpError(400, ADD_FAILED);
  };
  if (!challenge || !(await takeChallenge(deps.db, challenge, 'register', user.id, now))) {
    throw fail('challenge');
  }
  let verified;
  try {
    verified = await verifyRegistrationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: deps.rp.origin,
      expectedRPID: deps.rp.id,
      requireUserVerification: true,
    });
  } catch (error) {
    throw fail(error instanceof Error ? error.message.slice(0, 200) : 'unreadable');
  }
  if (!verified.verified) throw fail('unverified');
  const { credential } = verified.registrationInfo;
  const [taken] = await deps.db
    .select({ id: passkeys.id })
    .from(passkeys)
    .where(eq(passkeys.credentialId, credential.id));
  if (taken) throw new HttpError(409, ALREADY_ADDED);
  // Read before the transaction: on PGlite's one connection it would wait for itself (outbox.ts).
  await deps.email.keys.secret();
  const row = await inTransaction(deps.db, async (tx) => {
    const [inserted] = await tx
      .insert(passkeys)
      .values({
        userId: user.id,
        credentialId: credential.id,
        publicKey: credential.publicKey,
        counter: credential.counter,
        transports: credential.transports ?? [],
        name: data.name,
        createdAt: now,
      })
      .onConflictDoNothing({ target: passkeys.credentialId })
      .returning();
    // Another request stored the same credential between the check and here.
    if (!inserted) throw new HttpError(409, ALREADY_ADDED);
    await enqueueEmail(tx, deps.email, {
      to: user.email,
      template: 'passkey-added',
      data: { firstName: user.firstName, passkeyName: data.name },
      now,
    });
    return inserted;
  });
  deps.logger.info('passkey.added', { requestId: info.requestId, userId: user.id, passkeyId: row.id });
  return toPasskey(row);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Removes one of the account's passkeys; another account's (or none) is a 404. */
export async function removePasskey(db: AppDb, userId: string, id: string): Promise<void> {
  // A malformed id would be a type error on PostgreSQL: it is simply not one of yours.
  if (!UUID.test(id)) throw new HttpError(404, PASSKEY_NOT_FOUND);
  const removed = await db
    .delete(passkeys)
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
    .returning({ id: passkeys.id });
  if (!removed.length) throw new HttpError(404, PASSKEY_NOT_FOUND);
}
