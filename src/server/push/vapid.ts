// The VAPID key pair that signs every push (RFC 8292). Made once, on the first start, and kept in
// server_secrets, so every server process signs with the same key and a browser's subscription
// (tied to the public key it was made with) keeps working across restarts and processes.
import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import { agency } from '../../shared/agency';
import type { AppDb } from '../db/client';
import { serverSecrets } from '../db/schema';

const SECRET_NAME = 'vapid-keys';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  /** Who runs the sender, for the push service's operators: an https URL or a mailto: address. */
  subject: string;
}

export interface VapidSource {
  /** Read from the database once, then kept; an outage is not kept, the next call tries again. */
  keys(): Promise<VapidKeys>;
}

/** The site's https address when it has one; otherwise (development) the agency's mailbox. */
export const vapidSubject = (siteUrl: string) =>
  siteUrl.startsWith('https://') ? new URL(siteUrl).origin : `mailto:${agency.email}`;

/** Inserts a fresh pair unless a process did so already; every process then reads the winner. */
async function storedKeys(db: AppDb): Promise<Omit<VapidKeys, 'subject'>> {
  const made = webpush.generateVAPIDKeys();
  await db
    .insert(serverSecrets)
    .values({ name: SECRET_NAME, value: JSON.stringify(made) })
    .onConflictDoNothing({ target: serverSecrets.name });
  const [row] = await db
    .select({ value: serverSecrets.value })
    .from(serverSecrets)
    .where(eq(serverSecrets.name, SECRET_NAME));
  if (!row) throw new Error('VAPID keys missing after insert');
  const { publicKey, privateKey } = JSON.parse(row.value) as Omit<VapidKeys, 'subject'>;
  return { publicKey, privateKey };
}

export function vapidSource(db: AppDb, siteUrl: string): VapidSource {
  let pending: Promise<VapidKeys> | undefined;
  return {
    keys() {
      pending ??= storedKeys(db).then((keys) => ({ ...keys, subject: vapidSubject(siteUrl) }));
      pending.catch(() => (pending = undefined));
      return pending;
    },
  };
}
