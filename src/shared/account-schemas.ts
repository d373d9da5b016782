// The member's own account (/api/account, /dashboard/account): profile edits, sessions, the data
// export and deleting the account. Shared by the account page (checks before sending) and the server.
import { z } from 'zod';
import { currentPasswordSchema, publicUserSchema } from './auth-schemas';
import { pendingEmailSchema } from './email-change-schemas';
import { emailSchema, oneLine, personName } from './fields';
import { phoneSchema } from './phone-field';

/** PATCH /api/account/profile: the same rules as registration, every field sent each time. */
export const profileSchema = z.strictObject({
  firstName: personName('first name'),
  lastName: personName('last name'),
  phone: phoneSchema,
  email: emailSchema,
});
export type ProfileInput = z.input<typeof profileSchema>;
export type ProfileData = z.output<typeof profileSchema>;

/**
 * The account as stored, and a new address waiting for its emailed link: a changed email in the
 * PATCH is not saved until that link is followed (decision 216).
 */
export const profileResponseSchema = z.object({ user: publicUserSchema, pendingEmail: pendingEmailSchema });
export type ProfileResponse = z.infer<typeof profileResponseSchema>;

/** One signed-in device. The id is derived from the stored one, which never leaves the server. */
export const accountSessionSchema = z.object({
  id: z.string(),
  device: z.string(),
  createdAt: z.iso.datetime(),
  lastSeenAt: z.iso.datetime(),
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;
export const accountSessionsSchema = z.object({ sessions: z.array(accountSessionSchema) });

export const endedSessionsSchema = z.object({ ok: z.literal(true), endedSessions: z.number().int() });

/** POST /api/account/delete: the password, and the username typed out as a deliberate step. */
export const deleteAccountSchema = z.strictObject({
  password: currentPasswordSchema(),
  confirm: oneLine({
    label: 'your username',
    missing: 'Type your username to confirm.',
    max: 30,
    tooLong: 'Type your username to confirm.',
  }),
});
export type DeleteAccountInput = z.input<typeof deleteAccountSchema>;

export const okSchema = z.object({ ok: z.literal(true) });

/** GET /api/account/export: everything kept about the member, as plain JSON. */
export const accountExportSchema = z.object({
  exportedAt: z.iso.datetime(),
  profile: publicUserSchema,
  questions: z.array(z.record(z.string(), z.unknown())),
  quotes: z.array(z.record(z.string(), z.unknown())),
  chats: z.array(z.record(z.string(), z.unknown())),
  subscription: z.record(z.string(), z.unknown()).nullable(),
  /** Website requests with their answers and history (decision 130). */
  websiteBuilds: z.array(z.record(z.string(), z.unknown())),
  /** Passkeys by name and date; the keys themselves are not data about the member (decision 210). */
  passkeys: z.array(z.object({ name: z.string(), createdAt: z.string(), lastUsedAt: z.string().nullable() })),
});
export type AccountExport = z.infer<typeof accountExportSchema>;

/** A short, readable name for a browser from its user agent ("Firefox on Windows"). */
export function deviceName(userAgent: string | null | undefined): string {
  const ua = userAgent ?? '';
  if (!ua) return 'Unknown device';
  const browser = /Edg\//.test(ua)
    ? 'Edge'
    : /OPR\//.test(ua)
      ? 'Opera'
      : /Firefox\//.test(ua)
        ? 'Firefox'
        : /Chrom(e|ium)\//.test(ua)
          ? 'Chrome'
          : /Safari\//.test(ua)
            ? 'Safari'
            : 'A browser';
  const system = /iPhone|iPad/.test(ua)
    ? 'iOS'
    : /Android/.test(ua)
      ? 'Android'
      : /Windows/.test(ua)
        ? 'Windows'
        : /Mac OS X|Macintosh/.test(ua)
          ? 'macOS'
          : /CrOS/.test(ua)
            ? 'ChromeOS'
            : /Linux/.test(ua)
              ? 'Linux'
              : '';
  return system ? `${browser} on ${system}` : browser;
}
