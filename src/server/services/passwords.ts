// Password hashing: argon2id with OWASP's recommended parameters (m=19 MiB, t=2, p=1, the first of
// its equivalent settings), never more at once than hash-slots.ts allows. Strength: password-strength.ts.
import { hash, verify, type Algorithm, type Options } from '@node-rs/argon2';
import { hashSlots } from './hash-slots';

export const hashOptions: Options = {
  // Algorithm is a const enum in the typings, which isolatedModules cannot read; 2 is Argon2id.
  algorithm: 2 as Algorithm,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
};

export function hashPassword(password: string): Promise<string> {
  return hashSlots.run(() => hash(password, hashOptions));
}

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password against a stored hash. With no hash (unknown user) it verifies against a
 * dummy hash anyway, so both failures take about the same time, and answers false.
 */
export async function verifyPassword(stored: string | undefined, password: string): Promise<boolean> {
  if (!stored) {
    dummyHash ??= hashPassword('dummy password that no account has');
    const dummy = await dummyHash;
    await hashSlots.run(() => verify(dummy, password).catch(() => false));
    return false;
  }
  return hashSlots.run(() => verify(stored, password).catch(() => false));
}
