// Request bodies of the auth routes (docs/contracts.md, "The auth API"), shared by the forms and the server.
// Rules the spec leaves open are ours: see docs/decisions/003-account-rules.md.
import { z } from 'zod';
import { oneLine } from './fields';

export const PASSWORD_MIN = 8;
/** Long passphrases are welcome; the cap only stops absurd bodies. Never truncated. */
export const PASSWORD_MAX = 256;

export const usernameSchema = oneLine({
  label: 'your username',
  missing: 'Choose a username.',
  min: 3,
  tooShort: 'Your username needs at least 3 characters.',
  max: 30,
  tooLong: 'Your username can have at most 30 characters.',
}).regex(/^[A-Za-z0-9._-]+$/, 'Use only letters, digits, dots, dashes and underscores.');

export const passwordSchema = z
  .string({ error: 'Choose a password.' })
  // An empty box is asked for, not told it is short.
  .min(1, 'Choose a password.')
  .min(PASSWORD_MIN, `Your password needs at least ${PASSWORD_MIN} characters.`)
  .max(PASSWORD_MAX, `Your password can have at most ${PASSWORD_MAX} characters.`);

/** The password a member already has (a login, a check before a change): asked for, never judged. */
export function currentPasswordSchema() {
  return z
    .string({ error: 'Enter your password.' })
    .min(1, 'Enter your password.')
    .max(PASSWORD_MAX, `Your password can have at most ${PASSWORD_MAX} characters.`);
}

export const loginSchema = z.strictObject({
  usernameOrEmail: oneLine({
    label: 'your username or email',
    missing: 'Enter your username or email.',
    max: 254,
    tooLong: 'That is too long for a username or email.',
  }),
  password: currentPasswordSchema(),
});

export type LoginInput = z.input<typeof loginSchema>;

export type LoginData = z.output<typeof loginSchema>;

export const USER_ROLES = ['member', 'agent'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** The allow-listed user fields any API answer may carry (the server's answer, in the contract). */
export const publicUserSchema = z.object({
  id: z.string(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  role: z.enum(USER_ROLES),
  createdAt: z.string(),
});

export type PublicUser = z.output<typeof publicUserSchema>;

/** Changing the password needs the current one (SECURITY.md, 6.2.2) and may end other sessions. */
export const changePasswordSchema = z.strictObject({
  currentPassword: z
    .string({ error: 'Enter your current password.' })
    .min(1, 'Enter your current password.')
    .max(PASSWORD_MAX, `Your password can have at most ${PASSWORD_MAX} characters.`),
  newPassword: passwordSchema,
  endOtherSessions: z.boolean().default(true),
});

export type ChangePasswordInput = z.input<typeof changePasswordSchema>;
export type ChangePasswordData = z.output<typeof changePasswordSchema>;

/** The answer of POST /api/auth/password. */
export const changePasswordResponseSchema = z.object({
  ok: z.literal(true),
  endedSessions: z.number().int(),
});
