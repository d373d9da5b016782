// Web Push on this device (decision 240): the body the browser's PushSubscription gives as JSON,
// which the dashboard sends to turn notices on, the body to turn them off, and the public key.
// What a notice says is fixed by the server; nothing here carries a member's words.
import { z } from 'zod';
import { oneLine } from './fields';

const NOT_VALID = 'This device’s notification address is not valid. Please turn notices on again.';

/** The push service's address: https only, as every browser's push service is; a name, no spaces. */
export const pushEndpointSchema = oneLine({
  label: 'the notification address',
  missing: NOT_VALID,
  max: 1000,
  tooLong: NOT_VALID,
}).regex(/^https:\/\/[A-Za-z0-9.-]+(:\d{1,5})?(\/\S*)?$/, NOT_VALID);

/** A base64url key from the browser: the P-256 public key is 65 bytes (87 characters), auth 16 (22). */
const base64urlKey = (length: number) =>
  z
    .string()
    .length(length, NOT_VALID)
    .regex(/^[A-Za-z0-9_-]+$/, NOT_VALID);

export const pushSubscriptionSchema = z.strictObject({
  endpoint: pushEndpointSchema,
  // Browsers send null when the subscription has no expiry; kept out of the database either way.
  expirationTime: z.number().nullable().optional(),
  keys: z.strictObject({ p256dh: base64urlKey(87), auth: base64urlKey(22) }),
});
export type PushSubscriptionInput = z.input<typeof pushSubscriptionSchema>;

export const removePushSubscriptionSchema = z.strictObject({ endpoint: pushEndpointSchema });

export const pushKeySchema = z.object({
  /** The VAPID public key, base64url, for pushManager.subscribe's applicationServerKey. */
  publicKey: z.string(),
});

/** What the service worker receives: a title, a short line and the in-site path to open. */
export interface PushPayload {
  title: string;
  body: string;
  /** A same-origin path starting with one slash, e.g. /dashboard/question/{id}. */
  url: string;
}
