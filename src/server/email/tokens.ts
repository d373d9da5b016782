// Signed tokens for links in emails (unsubscribe, confirm), so they work without logging in. The
// HMAC key is EMAIL_TOKEN_SECRET, or one generated on first start and kept in the database so every
// server process shares it (docs/decisions/095-email-outbox.md). The key never appears in a URL.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { AppDb } from '../db/client';
import { serverSecrets } from '../db/schema';

const SECRET_NAME = 'email-token-secret';
export const CONFIRM_TOKEN_TTL_MS = 7 * 24 * 3_600_000;

export interface EmailKeys {
  /** The HMAC key; read from the database once, then kept. */
  secret(): Promise<Buffer>;
}

/** Inserts a fresh random secret unless a process did so already; every process reads the winner. */
async function storedSecret(db: AppDb): Promise<string> {
  await db
    .insert(serverSecrets)
    .values({ name: SECRET_NAME, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing({ target: serverSecrets.name });
  const [row] = await db
    .select({ value: serverSecrets.value })
    .from(serverSecrets)
    .where(eq(serverSecrets.name, SECRET_NAME));
  if (!row) throw new Error('email token secret missing after insert');
  return row.value;
}

export function emailKeys(db: AppDb, fromEnv: string | undefined): EmailKeys {
  let pending: Promise<Buffer> | undefined;
  return {
    secret() {
      pending ??= (fromEnv ? Promise.resolve(fromEnv) : storedSecret(db)).then((value) =>
        Buffer.from(value, 'utf8'),
      );
      // A database outage must not stick: the next call tries again.
      pending.catch(() => (pending = undefined));
      return pending;
    },
  };
}

type Purpose = 'u' | 'c';

const mac = (secret: Buffer, purpose: Purpose, payload: string) =>
  createHmac('sha256', secret).update(`${purpose}.${payload}`).digest('base64url');

function sign(secret: Buffer, purpose: Purpose, payload: string): string {
  return `${purpose}.${payload}.${mac(secret, purpose, payload)}`;
}

/** The payload of a well-formed token with a valid signature for this purpose, else undefined. */
function verify(secret: Buffer, purpose: Purpose, token: string): string | undefined {
  const parts = token.split('.');
  if (parts.length !== 3 || parts[0] !== purpose) return undefined;
  const [, payload = '', signature = ''] = parts;
  if (!/^[A-Za-z0-9_-]{1,300}$/.test(payload) || !/^[A-Za-z0-9_-]{43}$/.test(signature)) return undefined;
  const expected = Buffer.from(mac(secret, purpose, payload));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given) ? payload : undefined;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** An unsubscribe token names the email it came in (its outbox id); it does not expire. */
export const signUnsubscribe = (secret: Buffer, emailId: string) => sign(secret, 'u', emailId);

export function verifyUnsubscribe(secret: Buffer, token: string): string | undefined {
  const payload = verify(secret, 'u', token);
  return payload && UUID.test(payload) ? payload : undefined;
}

export interface ConfirmClaim {
  subscriptionId: string;
  /** Random; the subscription row keeps its SHA-256, so a newer email voids this link. */
  nonce: string;
}

export function signConfirm(secret: Buffer, claim: ConfirmClaim, now: Date): string {
  const issued = Math.floor(now.getTime() / 1000).toString(36);
  const payload = Buffer.from(`${claim.subscriptionId}:${claim.nonce}:${issued}`).toString('base64url');
  return sign(secret, 'c', payload);
}

/** The claim of a genuine confirm token issued within the last week, else undefined. */
export function verifyConfirm(secret: Buffer, token: string, now: Date): ConfirmClaim | undefined {
  const payload = verify(secret, 'c', token);
  if (!payload) return undefined;
  const [subscriptionId = '', nonce = '', issued = ''] = Buffer.from(payload, 'base64url')
    .toString('utf8')
    .split(':');
  const issuedMs = parseInt(issued, 36) * 1000;
  if (!UUID.test(subscriptionId) || !/^[A-Za-z0-9_-]{16,64}$/.test(nonce) || !Number.isFinite(issuedMs)) {
    return undefined;
  }
  if (now.getTime() - issuedMs > CONFIRM_TOKEN_TTL_MS || issuedMs - now.getTime() > 60_000) return undefined;
  return { subscriptionId, nonce };
}

export const newNonce = () => randomBytes(18).toString('base64url');
