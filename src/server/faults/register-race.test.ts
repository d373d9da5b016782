// Fifty registrations of one email, each in its own letter case, all at once: exactly one account.
// The lower(email) unique index decides the race; every loser is told the email is taken.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseFieldErrors } from '../../shared/field-errors';
import { users } from '../db/schema';
import { newAccount, openTestApp, type TestApp } from '../test/test-app';
import { testDatabaseKind } from '../test/test-db';

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp({ limits: { registerPerIp: { max: 1000, windowMs: 60_000 } } });
});
afterAll(() => t.dispose());

/** The n-th letter-case variant of an address: bit i of n upper-cases its i-th letter. */
function caseVariant(email: string, n: number): string {
  let letter = 0;
  return [...email]
    .map((char) => {
      if (!/[a-z]/.test(char)) return char;
      letter += 1;
      return (n >> (letter - 1)) & 1 ? char.toUpperCase() : char;
    })
    .join('');
}

describe(`fifty racing registrations of one email (${testDatabaseKind()})`, () => {
  it('creates exactly one account and tells the other 49 the email is taken', async () => {
    const email = `race.${Date.now().toString(36)}@example.com`;
    const variants = Array.from({ length: 50 }, (_, n) => caseVariant(email, n));
    expect(new Set(variants).size).toBe(50);
    const results = await Promise.all(
      variants.map((variant) => t.post('/api/auth/register', newAccount({ email: variant }))),
    );
    const statuses = results.map((res) => res.status);
    // On a machine starved of CPU a request may wait too long for a database connection: that is
    // a 503 with Retry-After (try again), never a 500 and never a second account.
    const odd = results.filter((res) => ![201, 409, 503].includes(res.status));
    expect(await Promise.all(odd.map(async (res) => `${res.status} ${await res.text()}`))).toEqual([]);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    for (const res of results.filter((one) => one.status === 409)) {
      expect(Object.keys(parseFieldErrors(await res.json()))).toEqual(['email']);
    }
    for (const res of results.filter((one) => one.status === 503)) {
      expect(res.headers.get('retry-after')).toBeTruthy();
    }
    const rows = await t.database.db
      .select({ email: users.email })
      .from(users)
      .where(sql`lower(${users.email}) = ${email}`);
    expect(rows).toEqual([{ email }]);
  });
});
