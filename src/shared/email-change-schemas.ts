// A changed email address (decision 216): the account page asks, a link goes to the new address,
// and the page that link opens confirms. Shared by the pages and the server.
import { z } from 'zod';
import { oneLine } from './fields';

/** How long the emailed link works; the email and the account page say so in words. */
export const EMAIL_CHANGE_LINK_HOURS = 24;

/** The change waiting for its link, shown on the account page; null when there is none. */
export const pendingEmailSchema = z.object({ email: z.string(), expiresAt: z.iso.datetime() }).nullable();
export type PendingEmail = z.infer<typeof pendingEmailSchema>;

/** The token from the emailed link: 32 random bytes, base64url (43 characters). */
export const emailChangeConfirmSchema = z.strictObject({
  token: oneLine({
    label: 'the link',
    missing: 'This link is not complete.',
    min: 10,
    tooShort: 'This link is not complete.',
    max: 200,
    tooLong: 'This link is not valid.',
  }),
});
export type EmailChangeConfirmInput = z.input<typeof emailChangeConfirmSchema>;

/** The confirmed address, to show on the page. */
export const emailChangeConfirmAnswerSchema = z.object({ ok: z.literal(true), email: z.string() });
