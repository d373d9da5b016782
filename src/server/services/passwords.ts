// Password hashing (argon2id at OWASP's minimum cost or above). Strength: password-strength.ts.
import { hash, verify, type Algorithm, type Options } from '@node-rs/argon2';

export const hashOptions: Options = {
  // Algorithm is a const enum in the typings, which isolatedModules cannot read; 2 is Argon2id.
  algorithm: 2 as Algorithm,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
};

export function hashPassword(password: string): Promise<string> {
  return hash(password, hashOptions);
}

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password against a stored hash. With no hash (unknown user) it verifies against a
 * dummy hash anyway, so both failures take about the same time, and answers false.
 */
export async function verifyPassword(stored: string | undefined, password: string): Promise<boolean> {
  if (!stored) {
    dummyHash ??= hashPassword('dummy password that no account has');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(stored, password).catch(() => false);
}
