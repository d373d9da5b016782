import { lazy, Suspense, useEffect } from 'react';
import { useHydrated } from '../../../lib/use-hydrated';
import { loadOfflineBar, OfflineIndicator } from './offline-indicator';
import './pwa.css';

// Queued forms, a waiting update and the install invitation never show on first paint, so they (with
// the outbox and its IndexedDB code) load after hydration, outside the entry chunk (decision 076).
const LaterNotices = lazy(() => import('./later-notices'));

/** The site-wide notes of the installed app: offline, queued forms, a new version, the install invitation. */
export function PwaNotices() {
  const hydrated = useHydrated();
  useEffect(() => {
    if (hydrated) void loadOfflineBar();
  }, [hydrated]);
  return (
    <div className="pwa-notices">
      {/* Always rendered: a live region must exist before it changes for screen readers to announce it. */}
      <OfflineIndicator />
      {hydrated && (
        <Suspense fallback={null}>
          <LaterNotices />
        </Suspense>
      )}
    </div>
  );
}
