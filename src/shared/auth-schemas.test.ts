import { describe, expect, it } from 'vitest';
import { loginSchema, passwordSchema } from './auth-schemas';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : result.error!.issues[0]?.message;

describe('the password fields', () => {
  it('ask for a new password left empty, and say the length only of one typed too short', () => {
    expect(firstMessage(passwordSchema.safeParse(''))).toBe('Choose a password.');
    expect(firstMessage(passwordSchema.safeParse('short'))).toBe(
      'Your password needs at least 8 characters.',
    );
    expect(passwordSchema.safeParse('harbor-point-2026').success).toBe(true);
  });

  it('ask for the password a member has, and never judge its length', () => {
    expect(firstMessage(loginSchema.safeParse({ usernameOrEmail: 'demo', password: '' }))).toBe(
      'Enter your password.',
    );
    expect(loginSchema.safeParse({ usernameOrEmail: 'demo', password: 'short' }).success).toBe(true);
  });
});
