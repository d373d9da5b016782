// The spec's page transition 'page' in out-in mode, done with the View Transitions API: the old
// page fades out, then the new one fades in (CSS in styles/transitions.css). Nothing when the
// browser lacks the API or the visitor asked for reduced motion.
import { flushSync } from 'react-dom';
import type { AroundNavHandler } from 'wouter';
import { markNavigation } from '../lib/route-focus';

type TransitionDocument = Document & { startViewTransition?: (update: () => void) => unknown };

export function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

export const aroundNav: AroundNavHandler = (navigate, to, options) => {
  markNavigation();
  const doc = document as TransitionDocument;
  if (typeof doc.startViewTransition !== 'function' || prefersReducedMotion()) {
    navigate(to, options);
    return;
  }
  // flushSync: the transition snapshots the new state when the callback returns.
  doc.startViewTransition(() => flushSync(() => navigate(to, options)));
};
