// Sending one push through the web-push library: it encrypts the payload for the device's keys
// (RFC 8291, aes128gcm) and signs the request with the site's VAPID key (RFC 8292). It connects
// only to public addresses (push-endpoints.ts), whatever the endpoint's name resolves to by then.
import type { Agent } from 'node:https';
import { isIP } from 'node:net';
import webpush from 'web-push';
import { isPublicAddress, PrivateAddressError, publicOnlyAgent } from './push-endpoints';
import type { VapidKeys } from './vapid';

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/**
 * What became of one push: delivered, the device is gone for good (404/410), its endpoint is
 * inside (a loopback, private or otherwise non-public address: never tried), or try again later.
 */
export type PushOutcome =
  | { kind: 'sent' }
  | { kind: 'gone'; status: number }
  | { kind: 'refused'; reason: string }
  | { kind: 'retry'; reason: string };

export type PushSend = (target: PushTarget, payload: string, keys: VapidKeys) => Promise<PushOutcome>;

/** A day: a notice about an answer is still worth showing the next morning, not next week. */
const TTL_SECONDS = 24 * 3600;

export interface SenderOptions {
  timeoutMs?: number;
  /** Tests only: an agent trusting a loopback stand-in; it skips the public-address rule. */
  agent?: Agent;
  /** Tests only: the resolver behind the public-address rule (the system's by default). */
  resolve?: Parameters<typeof publicOnlyAgent>[0];
}

const REFUSED = 'the endpoint is not at a public address';

export function webPushSender(options: SenderOptions = {}): PushSend {
  const agent = options.agent ?? publicOnlyAgent(options.resolve);
  return async (target, payload, keys) => {
    // A literal address is never looked up, so the agent's lookup cannot refuse it: checked here.
    const host = new URL(target.endpoint).hostname.replace(/^\[|\]$/g, '');
    if (!options.agent && isIP(host) && !isPublicAddress(host)) return { kind: 'refused', reason: REFUSED };
    try {
      await webpush.sendNotification(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        payload,
        {
          vapidDetails: keys,
          TTL: TTL_SECONDS,
          urgency: 'normal',
          timeout: options.timeoutMs ?? 10_000,
          agent,
        },
      );
      return { kind: 'sent' };
    } catch (error) {
      if (error instanceof PrivateAddressError) return { kind: 'refused', reason: REFUSED };
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
