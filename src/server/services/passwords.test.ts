import { describe, expect, it } from 'vitest';
import { weakPasswordMessage } from './password-strength';
import { hashPassword, verifyPassword } from './passwords';

describe('password hashing', () => {
  it('uses argon2id with m >= 19456 KiB, t >= 2 and p = 1, as written in the stored hash', async () => {
    const stored = await hashPassword('a long enough passphrase');
    const match = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$/.exec(stored);
    expect(match).not.toBeNull();
    const [, m, t, p] = match!.map(Number);
    expect(m).toBeGreaterThanOrEqual(19456);
    expect(t).toBeGreaterThanOrEqual(2);
    expect(p).toBe(1);
  });

  it('verifies the right password and refuses a wrong one, without truncating long ones', async () => {
    const long = 'x'.repeat(200);
    const stored = await hashPassword(long);
    expect(await verifyPassword(stored, long)).toBe(true);
    expect(await verifyPassword(stored, 'x'.repeat(199))).toBe(false);
    expect(await verifyPassword(stored, `${long}y`)).toBe(false);
  });

  it('answers false for an unknown user after spending the same work', async () => {
    expect(await verifyPassword(undefined, 'anything at all')).toBe(false);
    // Taken in turns, each side at its quietest of five, so a busy machine slows neither side alone.
    const stored = await hashPassword('a password somebody chose');
    const timed = async (work: () => Promise<unknown>) => {
      const start = performance.now();
      await work();
      return performance.now() - start;
    };
    let known = Infinity;
    let unknown = Infinity;
    for (let i = 0; i < 5; i += 1) {
      known = Math.min(known, await timed(() => verifyPassword(stored, 'not the password')));
      unknown = Math.min(unknown, await timed(() => verifyPassword(undefined, 'not the password')));
    }
    expect(unknown).toBeGreaterThan(known * 0.5);
  });

  it('refuses common passwords whatever their case, and accepts a passphrase', () => {
    expect(weakPasswordMessage('password123', {})).toMatch(/common/);
    expect(weakPasswordMessage('PASSWORD123', {})).toMatch(/common/);
    expect(weakPasswordMessage('lighthouse keeper 42', {})).toBeUndefined();
  });

  it("counts the agency name and the person's own details as easy guesses", () => {
    expect(weakPasswordMessage('HarborPoint', {})).toBeDefined();
    expect(weakPasswordMessage('rowan tester 1', { firstName: 'Rowan', lastName: 'Tester' })).toMatch(
      /your own name/,
    );
  });
});
