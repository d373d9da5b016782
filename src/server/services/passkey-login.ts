// Signing in with a passkey (decision 210): the browser asks for a challenge, the authenticator signs
// it, and the signature is checked against the stored public key. Any passkey may answer (no
// username first); it signs in only to its own account. Success is the password login's session.
import { generateAuthenticationOptions, verifyAuthenticationResponse } from '@simplewebauthn/server';
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import { eq } from 'drizzle-orm';
import type { PasskeyLoginInput } from '../../shared/passkey-schemas';
import type { AppDb } from '../db/client';
import { passkeys, users } from '../db/schema';
import { HttpError } from '../http-error';
import type { Logger } from '../logger';
import { takeAttempt } from '../write/limits';
import { accountLimitKey, type AuthResult, type RequestInfo } from './auth';
import { CHALLENGE_TTL_MS, issueChallenge, signedChallenge, takeChallenge } from './passkey-challenges';
import { userHandle, type RelyingParty } from './passkeys';
import type { RateLimits } from './rate-limit';
import { createSession } from './sessions';

export interface PasskeyLoginDeps {
  db: AppDb;
  logger: Logger;
  limits: RateLimits;
  rp: RelyingParty;
}

/** One message for every refusal: it tells a guesser nothing about which check failed. */
export const PASSKEY_REFUSED =
  'We could not sign you in with this passkey. Please try again, or log in with your password.';

export async function passkeyLoginOptions(deps: PasskeyLoginDeps, now: Date) {
  const challenge = await issueChallenge(deps.db, 'login', null, now);
  return generateAuthenticationOptions({
    rpID: deps.rp.id,
    challenge: Buffer.from(challenge, 'base64url'),
    timeout: CHALLENGE_TTL_MS,
    userVerification: 'required',
  });
}

export async function passkeyLogin(
  deps: PasskeyLoginDeps,
  data: PasskeyLoginInput,
  info: RequestInfo,
  now: Date,
): Promise<AuthResult> {
  const response = data.credential as AuthenticationResponseJSON;
  const refuse = (reason: string, userId?: string) => {
    deps.logger.info('auth.passkey.failure', { requestId: info.requestId, ip: info.ip, userId, reason });
    return new HttpError(401, PASSKEY_REFUSED);
  };
  // The challenge is used up first, whatever follows: an answer is never checked twice.
  const challenge = signedChallenge(response.response.clientDataJSON);
  if (!challenge || !(await takeChallenge(deps.db, challenge, 'login', null, now))) {
    throw refuse('challenge');
  }
  const [found] = await deps.db
    .select({ passkey: passkeys, user: users })
    .from(passkeys)
    .innerJoin(users, eq(users.id, passkeys.userId))
    .where(eq(passkeys.credentialId, response.id));
  if (!found) throw refuse('unknown passkey');
  const { passkey, user } = found;
  // The authenticator names the account it made the passkey for; it must be the passkey's owner.
  const handle = response.response.userHandle;
  if (handle !== undefined && handle !== Buffer.from(userHandle(user.id)).toString('base64url')) {
    throw refuse('user handle', user.id);
  }
  const rule = { key: accountLimitKey(user, user.username), limit: deps.limits.loginFailuresPerAccount };
  const attempt = await takeAttempt(deps.db, rule, now);
  let verified;
  try {
    verified = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: deps.rp.origin,
      expectedRPID: deps.rp.id,
      credential: {
        id: passkey.credentialId,
        publicKey: new Uint8Array(passkey.publicKey),
        counter: passkey.counter,
        transports: passkey.transports as never,
      },
      requireUserVerification: true,
    });
  } catch (error) {
    throw refuse(error instanceof Error ? error.message.slice(0, 200) : 'unreadable', user.id);
  }
  if (!verified.verified) throw refuse('signature', user.id);
  await attempt.refund();
  await deps.db
    .update(passkeys)
    .set({ counter: verified.authenticationInfo.newCounter, lastUsedAt: now })
    .where(eq(passkeys.id, passkey.id));
  const token = await createSession(deps.db, user.id, info.userAgent, now);
  deps.logger.info('auth.login.success', {
    requestId: info.requestId,
    userId: user.id,
    ip: info.ip,
    with: 'passkey',
  });
  return { user, token };
}
