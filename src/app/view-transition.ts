// The spec's page transition 'page' in out-in mode, done with the View Transitions API: the old
// page fades out, then the new one fades in (CSS in styles/transitions.css). Nothing when the
// browser lacks the API or the visitor asked for reduced motion.
import { flushSync } from 'react-dom';
import type { AroundNavHandler } from 'wouter';
import { markNavigation } from '../lib/route-focus';

interface ViewTransitionLike {
  ready: Promise<unknown>;
  finished: Promise<unknown>;
  updateCallbackDone: Promise<unknown>;
}
type TransitionDocument = Document & { startViewTransition?: (update: () => void) => ViewTransitionLike };

// The transition runs its update callback later (after the old page is captured). Until then the
// address has not changed, and a guard must not redirect from the page we are leaving (e.g. the
// guest guard on /login right after the user was stored by a successful login).
let pendingNavigations = 0;
/** Counts navigations asked for: a transition's update applies only if none was asked for since. */
let latestNavigation = 0;

export function isNavigationPending(): boolean {
  return pendingNavigations > 0;
}

export function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

export const aroundNav: AroundNavHandler = (navigate, to, options) => {
  markNavigation();
  const doc = document as TransitionDocument;
  if (typeof doc.startViewTransition !== 'function' || prefersReducedMotion()) {
    latestNavigation += 1;
    navigate(to, options);
    return;
  }
  pendingNavigations += 1;
  const mine = (latestNavigation += 1);
  // flushSync: the transition snapshots the new state when the callback returns.
  const transition = doc.startViewTransition(() => {
    try {
      // A newer navigation skips this transition, and the browser may still run this update after
      // the newer one's: the last navigation asked for must be where the visitor ends (a guard's
      // redirect to /login must not land after the logout's move home).
      if (mine !== latestNavigation) return;
      // flushSync first runs the effects of the page we leave; they must still see it as pending.
      flushSync(() => navigate(to, options));
    } finally {
      pendingNavigations -= 1;
    }
  });
  // A transition skipped by a newer one rejects these promises; the navigation itself still happens.
  const ignore = () => {};
  transition.ready.catch(ignore);
  transition.finished.catch(ignore);
  transition.updateCallbackDone.catch(ignore);
};
