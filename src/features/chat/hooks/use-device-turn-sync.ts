// Questions the device answered offline (decision 264) go to the server once the device is online,
// oldest first, one at a time and from one tab only: the tab holding the lock re-reads the stored
// turns, so another tab that already sent one is seen. Each leaves the device's list as it is sent,
// and the stored conversation (the server's own reply) replaces it.
import { useEffect, useRef, type RefObject } from 'react';
import { appStore, readIdb } from '../../../lib/store';
import { deviceTurnsKey, deviceTurnsStore, type DeviceTurn } from '../state/device-turns';

/** What became of a message sent: taken by the server, or turned down before it stored anything. */
export type SendOutcome = 'sent' | { refused: string };

interface SyncOptions {
  online: boolean;
  turns: DeviceTurn[];
  loaded: boolean;
  /** Set while a message is on its way: the next question waits for it. */
  busy: RefObject<AbortController | null>;
  /** A draft waiting to go out goes first. */
  waits: boolean;
  send: (text: string, conversationId: string | null, fromComposer: boolean) => Promise<SendOutcome>;
}

export function useDeviceTurnSync({ online, turns, loaded, busy, waits, send }: SyncOptions): void {
  // A question the server refused (a limit reached) is kept, and waits for the next time online.
  const refused = useRef(false);
  useEffect(() => {
    if (!online) refused.current = false;
  }, [online]);

  useEffect(() => {
    if (!online || !loaded || !turns.length || busy.current || waits || refused.current) return;
    // All of them, one after another, while this tab holds the lock.
    const sendAll = async () => {
      for (;;) {
        const [next, ...rest] = (await readIdb<DeviceTurn[]>(deviceTurnsKey)) ?? [];
        if (!next || busy.current || refused.current || !navigator.onLine) return;
        appStore.set(deviceTurnsStore.valueAtom, rest);
        const outcome = await send(next.question.text, next.conversationId, false);
        if (outcome !== 'sent') {
          refused.current = true;
          const kept = { ...next, refused: outcome.refused };
          appStore.set(deviceTurnsStore.valueAtom, [kept, ...appStore.get(deviceTurnsStore.valueAtom)]);
        }
      }
    };
    if (!navigator.locks) return void sendAll();
    void navigator.locks.request(deviceTurnsKey, { ifAvailable: true }, (lock) =>
      lock ? sendAll() : undefined,
    );
  }, [online, loaded, turns, busy, waits, send]);
}
