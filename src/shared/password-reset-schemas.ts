// "Forgot your password?" (docs/decisions/170): the request for a link, the check of a link, and the
// new password. Shared by the forms and the server. The new password is the register form's field.
import { z } from 'zod';
import { passwordSchema } from './auth-schemas';
import { emailSchema, honeypotSchema, oneLine } from './fields';

/** How long an emailed link works; the email and the pages say so in words. */
export const RESET_LINK_MINUTES = 30;

export const resetRequestSchema = z.strictObject({
  email: emailSchema,
  website: honeypotSchema,
});
export type ResetRequestData = z.output<typeof resetRequestSchema>;
export type ResetRequestInput = z.input<typeof resetRequestSchema>;

/** The token from the emailed link: 32 random bytes, base64url (43 characters). */
export const resetTokenSchema = oneLine({
  label: 'the link',
  missing: 'This link is not complete.',
  min: 10,
  tooShort: 'This link is not complete.',
  max: 200,
  tooLong: 'This link is not valid.',
});

export const resetCheckSchema = z.strictObject({ token: resetTokenSchema });

/** The form's one field: the register form's password rules (the server adds the strength check). */
export const newPasswordSchema = z.strictObject({ newPassword: passwordSchema });

export const resetPasswordSchema = newPasswordSchema.extend({ token: resetTokenSchema });
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;
export type ResetPasswordData = z.output<typeof resetPasswordSchema>;

/** Always the same, so it cannot tell whether the address has an account. */
export const resetRequestAnswerSchema = z.object({ ok: z.literal(true) });

export const resetCheckAnswerSchema = z.object({ ok: z.literal(true) });

export const resetPasswordAnswerSchema = z.object({
  ok: z.literal(true),
  /** Every session of the account, this device's included (if it had one). */
  endedSessions: z.number().int(),
});
