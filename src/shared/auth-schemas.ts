// Request bodies of the auth routes (spec section 3), shared by the forms and the server.
// Rules the spec leaves open are ours: see docs/decisions/003-account-rules.md.
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { z } from 'zod';

export const PASSWORD_MIN = 8;
/** Long passphrases are welcome; the cap only stops absurd bodies. Never truncated. */
export const PASSWORD_MAX = 256;

export const usernameSchema = z
  .string({ error: 'Choose a username.' })
  .trim()
  .min(3, 'Your username needs at least 3 characters.')
  .max(30, 'Your username can have at most 30 characters.')
  .regex(/^[A-Za-z0-9._-]+$/, 'Use only letters, digits, dots, dashes and underscores.');

/** A person's first or last name: 1 to 60 characters once trimmed. */
export const nameSchema = (label: string) =>
  z
    .string({ error: `Enter your ${label}.` })
    .trim()
    .min(1, `Enter your ${label}.`)
    .max(60, `Your ${label} can have at most 60 characters.`);

export const emailSchema = z
  .string({ error: 'Enter your email address.' })
  .trim()
  .min(1, 'Enter your email address.')
  .max(254, 'That email address is too long.')
  .pipe(z.email('Enter a valid email address, like name@example.com.'))
  .transform((value) => value.toLowerCase());

/** A US number by default; international numbers need their + prefix. Stored as E.164. */
export const phoneSchema = z
  .string({ error: 'Enter your phone number.' })
  .trim()
  .min(1, 'Enter your phone number.')
  .max(30, 'That phone number is too long.')
  .transform((value, ctx) => {
    const phone = parsePhoneNumberFromString(value, 'US');
    if (!phone || !phone.isValid()) {
      ctx.addIssue({ code: 'custom', message: 'Enter a valid phone number, like (207) 555-0148.' });
      return z.NEVER;
    }
    return phone.number;
  });

export const passwordSchema = z
  .string({ error: 'Choose a password.' })
  .min(PASSWORD_MIN, `Your password needs at least ${PASSWORD_MIN} characters.`)
  .max(PASSWORD_MAX, `Your password can have at most ${PASSWORD_MAX} characters.`);

/** Public forms carry this hidden field; people leave it empty, form-filling bots do not. */
export const honeypotSchema = z.string().max(200).optional();

export const registerSchema = z.strictObject({
  username: usernameSchema,
  firstName: nameSchema('first name'),
  lastName: nameSchema('last name'),
  phone: phoneSchema,
  email: emailSchema,
  password: passwordSchema,
  website: honeypotSchema,
});

export const loginSchema = z.strictObject({
  usernameOrEmail: z
    .string({ error: 'Enter your username or email.' })
    .trim()
    .min(1, 'Enter your username or email.')
    .max(254, 'That is too long for a username or email.'),
  password: z
    .string({ error: 'Enter your password.' })
    .min(1, 'Enter your password.')
    .max(PASSWORD_MAX, `Your password can have at most ${PASSWORD_MAX} characters.`),
});

export type RegisterInput = z.input<typeof registerSchema>;
export type RegisterData = z.output<typeof registerSchema>;
export type LoginInput = z.input<typeof loginSchema>;

export type UserRole = 'member' | 'agent';

/** The allow-listed user fields any API answer may carry. */
export interface PublicUser {
  id: string;
  username: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  role: UserRole;
  createdAt: string;
}

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
