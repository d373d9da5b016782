// Whether this device can answer with no network (decision 264). Online, once the screen is idle,
// the passages and the engine are fetched for the worker to keep; offline, the index is built at once.
import { useEffect, useState } from 'react';
import { loadDeviceAnswerer, warmDeviceAnswers } from '../api/device-answer';

export function useDeviceAnswers(online: boolean): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let alive = true;
    if (!online) {
      void loadDeviceAnswerer().then((answerer) => alive && setReady(Boolean(answerer)));
      return () => {
        alive = false;
      };
    }
    // After the screen's own work: the chat's first paint and its conversations come first.
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1500));
    const cancel = window.cancelIdleCallback ?? window.clearTimeout;
    const handle = idle(() => warmDeviceAnswers());
    return () => {
      alive = false;
      cancel(handle);
    };
  }, [online]);
  return ready;
}
