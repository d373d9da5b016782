// Reference numbers people read out on the phone (HP-7KQ2MX, CM-...), and the insert that draws a
// fresh one when the unique constraint says it is taken.
import { randomInt } from 'node:crypto';
import { REFERENCE_ALPHABET } from '../../shared/quote-schemas';

const REFERENCE_LENGTH = 6;
const ATTEMPTS = 5;

/** PREFIX- and six characters without look-alikes (no 0/O, 1/I/L). */
export const newReference = (prefix: string) =>
  `${prefix}-${Array.from({ length: REFERENCE_LENGTH }, () => REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)]).join('')}`;

/**
 * Runs `insert` with fresh references until one is free. `insert` must use
 * `.onConflictDoNothing({ target: <reference column> }).returning(...)` and return the row or
 * undefined, so a clash draws again instead of failing the request (or aborting a transaction).
 */
export async function insertWithReference<Row>(
  prefix: string,
  insert: (reference: string) => Promise<Row | undefined>,
): Promise<Row> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const row = await insert(newReference(prefix));
    if (row) return row;
  }
  throw new Error(`no free ${prefix} reference after ${ATTEMPTS} attempts`);
}
