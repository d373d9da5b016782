import { Provider as JotaiProvider } from 'jotai';
import { useEffect } from 'react';
import { Router } from 'wouter';
import { bootstrapSession } from '../features/auth/state/bootstrap-session';
import { followOtherTabs } from '../features/auth/state/session-sync';
import { startPayloadPrefetch } from '../features/content/state/payload-prefetch';
import { PwaNotices } from '../features/pwa/components/pwa-notices';
import { markNavigation } from '../lib/route-focus';
import { endHydration } from '../lib/use-hydrated';
import { appStore } from '../lib/store';
import { navigateTo } from './navigation';
import { RouteView } from './route-view';
import { aroundNav } from './view-transition';

/** What can wait for a task of its own; returns a function that stops it. */
function startBackgroundWork(): () => void {
  // A login or logout in another tab reaches this one at once.
  const stopFollowing = followOtherTabs(appStore);
  // A session ended from another device is noticed on focus, online, or the first 401. Its code
  // loads after the first paint, outside the entry (decision 076): the start-up check
  // (bootstrapSession) already covers a session that ended while the app was closed.
  let stopWatching: (() => void) | undefined;
  let stopped = false;
  void import('../features/auth/state/session-watch').then(({ watchSession }) => {
    if (!stopped) stopWatching = watchSession(appStore, (path) => navigateTo(path, { replace: true }));
  });
  const stopPrefetch = startPayloadPrefetch();
  return () => {
    stopPrefetch();
    stopFollowing();
    stopped = true;
    stopWatching?.();
  };
}

/** Browser-only start-up work; effects never run during prerendering. */
function ClientEffects() {
  useEffect(() => {
    void bootstrapSession(appStore);
    // Back and forward are page changes too: focus the new heading and go to top or hash.
    window.addEventListener('popstate', markNavigation);
    // The rest in a task after this one: this effect runs with every other effect of the hydrated
    // page, and that task is long enough (decision 247).
    let stop: (() => void) | undefined;
    const timer = setTimeout(() => (stop = startBackgroundWork()));
    // The parts that drew their server state during hydration draw their own, in a task of its own.
    const hydrationTimer = setTimeout(endHydration);
    return () => {
      window.removeEventListener('popstate', markNavigation);
      clearTimeout(timer);
      clearTimeout(hydrationTimer);
      stop?.();
    };
  }, []);
  return null;
}

interface AppProps {
  /** Set on the server: the path to render. The browser reads location instead. */
  ssrPath?: string;
  /** Set on the server for a page variant: the query string to render (src/shared/page-variants.ts). */
  ssrSearch?: string;
  /** Render the layout with an empty main (the _shell.html for member pages). */
  shell?: boolean;
}

export function App({ ssrPath, ssrSearch, shell }: AppProps) {
  return (
    <JotaiProvider store={appStore}>
      <Router ssrPath={ssrPath} ssrSearch={ssrSearch} aroundNav={aroundNav}>
        <ClientEffects />
        <RouteView shell={shell} />
        <PwaNotices />
      </Router>
    </JotaiProvider>
  );
}
