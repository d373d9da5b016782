import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { useOnline } from '@/lib/use-online';
import { matchRoute } from '@/shared/route-table';

/** The bar's one essential line, when its chunk cannot be had (offline before it ever loaded). */
function JustOffline() {
  return (
    <div className="pwa-bar">
      <strong>You are offline.</strong>
    </div>
  );
}

/**
 * offline-bar.tsx, outside every page's first load: fetched as the page is hydrated (pwa-notices.tsx),
 * so it is at hand when the network goes; the worker's precache holds it for pages opened offline.
 */
export const loadOfflineBar = () => import('./offline-bar').catch(() => ({ default: JustOffline }));
const OfflineBar = lazy(loadOfflineBar);

/**
 * A slim, closable bar while the device is offline, a line on a phone's screen; what still works
 * opens under "What works". The live region is always rendered (empty when online), so screen
 * readers announce the change; the server and hydration render it online.
 */
export function OfflineIndicator() {
  const online = useOnline();
  const [path] = useLocation();
  // A screen that says it itself (the chat's message box) is not told twice.
  const saidHere = matchRoute(path)?.route.saysOffline === true;
  const [closed, setClosed] = useState(false);
  // Closed for this time offline: going offline again shows it again.
  useEffect(() => setClosed(false), [online]);
  return (
    <div role="status" className="pwa-offline">
      {!online && !closed && !saidHere && (
        <Suspense fallback={null}>
          <OfflineBar onClose={() => setClosed(true)} />
        </Suspense>
      )}
    </div>
  );
}
