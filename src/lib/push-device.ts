// This device's Web Push subscription (decision 240), shared by the dashboard's opt-in and by
// logout, which drops it from the browser (the server already deleted its copy with the session).
// Everything here is a no-op answer where the browser has no service worker or no Push API.

export type PushAvailability = 'unsupported' | 'denied' | 'allowed' | 'ask';

/** What the browser allows: no Push API at all, blocked by the person, allowed, or not asked yet. */
export function pushAvailability(): PushAvailability {
  if (
    typeof window === 'undefined' ||
    !('serviceWorker' in navigator) ||
    !('PushManager' in window) ||
    !('Notification' in window)
  ) {
    return 'unsupported';
  }
  if (Notification.permission === 'denied') return 'denied';
  return Notification.permission === 'granted' ? 'allowed' : 'ask';
}

/** The service worker's registration, or undefined when none controls this page yet. */
async function registration(): Promise<ServiceWorkerRegistration | undefined> {
  if (pushAvailability() === 'unsupported') return undefined;
  return navigator.serviceWorker.getRegistration();
}

export async function currentPushSubscription(): Promise<PushSubscription | null> {
  return (await (await registration())?.pushManager.getSubscription()) ?? null;
}

/** base64url text -> bytes: Safari takes applicationServerKey only as bytes. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

/** Subscribes this device with the site's public key; throws when the browser or its push service refuses. */
export async function subscribeThisDevice(publicKey: string): Promise<PushSubscription> {
  const found = await registration();
  if (!found) throw new Error('no service worker');
  // userVisibleOnly: every push shows a notification; browsers require it.
  return found.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) });
}

/** Drops this device's subscription from the browser; true when there was one. */
export async function unsubscribeThisDevice(): Promise<boolean> {
  try {
    const subscription = await currentPushSubscription();
    return subscription ? await subscription.unsubscribe() : false;
  } catch {
    // A browser that refuses leaves a subscription the server no longer sends to: harmless.
    return false;
  }
}
