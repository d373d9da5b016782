// The state of "notify me on this device" (decision 240): read from the browser (is there a
// subscription, what does the permission say), changed by turning it on (permission, subscribe,
// tell the server) or off (tell the server, unsubscribe). The server's copy follows the browser's.
import { useCallback, useEffect, useState } from 'react';
import {
  currentPushSubscription,
  pushAvailability,
  subscribeThisDevice,
  unsubscribeThisDevice,
} from '@/lib/push-device';
import type { PushSubscriptionInput } from '@/shared/push-schemas';
import { getPushKey, removePushSubscription, savePushSubscription } from '../api/push';

export type PushState = 'checking' | 'unsupported' | 'denied' | 'off' | 'on';

export interface PushOptIn {
  state: PushState;
  busy: boolean;
  /** What the last change said, for the live region. */
  message: string | undefined;
  turnOn(): Promise<void>;
  turnOff(): Promise<void>;
}

const FAILED = 'Notices could not be turned on in this browser just now. Please try again later.';

async function readState(): Promise<PushState> {
  const availability = pushAvailability();
  if (availability === 'unsupported') return 'unsupported';
  if (availability === 'denied') return 'denied';
  const subscription = await currentPushSubscription().catch(() => null);
  return subscription && availability === 'allowed' ? 'on' : 'off';
}

export function usePushOptIn(): PushOptIn {
  const [state, setState] = useState<PushState>('checking');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string>();

  useEffect(() => {
    let live = true;
    void readState().then((read) => live && setState(read));
    return () => {
      live = false;
    };
  }, []);

  const turnOn = useCallback(async () => {
    setBusy(true);
    setMessage(undefined);
    try {
      const permission = await Notification.requestPermission();
      if (permission === 'denied') return setState('denied');
      if (permission !== 'granted')
        return setMessage('Notices stay off: the browser was not allowed to show them.');
      const subscription = await subscribeThisDevice(await getPushKey());
      try {
        await savePushSubscription(subscription.toJSON() as PushSubscriptionInput);
      } catch (error) {
        // The server does not know this subscription: keep none rather than one that never rings.
        await subscription.unsubscribe().catch(() => undefined);
        throw error;
      }
      setState('on');
      setMessage('Notices are on for this device.');
    } catch {
      setMessage(FAILED);
    } finally {
      setBusy(false);
    }
  }, []);

  const turnOff = useCallback(async () => {
    setBusy(true);
    setMessage(undefined);
    try {
      const subscription = await currentPushSubscription();
      if (subscription) await removePushSubscription(subscription.endpoint);
      await unsubscribeThisDevice();
      setState('off');
      setMessage('Notices are off for this device.');
    } catch {
      setMessage('Notices could not be turned off just now. Please try again.');
    } finally {
      setBusy(false);
    }
  }, []);

  return { state, busy, message, turnOn, turnOff };
}
