// Sending one push through the web-push library: it encrypts the payload for the device's keys
// (RFC 8291, aes128gcm) and signs the request with the site's VAPID key (RFC 8292).
import type { Agent } from 'node:https';
import webpush from 'web-push';
import type { VapidKeys } from './vapid';

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** What became of one push: delivered, the device is gone for good (404/410), or try again later. */
export type PushOutcome =
  { kind: 'sent' } | { kind: 'gone'; status: number } | { kind: 'retry'; reason: string };

export type PushSend = (target: PushTarget, payload: string, keys: VapidKeys) => Promise<PushOutcome>;

/** A day: a notice about an answer is still worth showing the next morning, not next week. */
const TTL_SECONDS = 24 * 3600;

export function webPushSender(options: { timeoutMs?: number; agent?: Agent } = {}): PushSend {
  return async (target, payload, keys) => {
    try {
      await webpush.sendNotification(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        payload,
        {
          vapidDetails: keys,
          TTL: TTL_SECONDS,
          urgency: 'normal',
          timeout: options.timeoutMs ?? 10_000,
          ...(options.agent ? { agent: options.agent } : {}),
        },
      );
      return { kind: 'sent' };
    } catch (error) {
      if (error instanceof webpush.WebPushError) {
        // RFC 8030: 404 and 410 mean the subscription is gone and will not come back.
        if (error.statusCode === 404 || error.statusCode === 410)
          return { kind: 'gone', status: error.statusCode };
        return { kind: 'retry', reason: `${error.statusCode} push service refused` };
      }
      return { kind: 'retry', reason: error instanceof Error ? error.message.slice(0, 200) : 'send failed' };
    }
  };
}
