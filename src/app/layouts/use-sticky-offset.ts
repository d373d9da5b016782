// The sticky header's real height, kept in --sticky-offset on <html>: scroll-padding-top (anchor
// jumps, focus, scrollIntoView) and sticky side panels read it, so nothing lands under the bar when
// it wraps to two lines with large text. 0 where the header is not sticky (desktop).
import { useLayoutEffect, type RefObject } from 'react';

export function useStickyOffset(ref: RefObject<HTMLElement | null>) {
  // A layout effect: measured before any page's effect scrolls to a #target (page-heading.tsx).
  useLayoutEffect(() => {
    const header = ref.current;
    if (!header || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement.style;
    const update = () => {
      const sticky = getComputedStyle(header).position === 'sticky';
      root.setProperty(
        '--sticky-offset',
        `${sticky ? Math.ceil(header.getBoundingClientRect().height) : 0}px`,
      );
    };
    const observer = new ResizeObserver(update);
    observer.observe(header);
    return () => {
      observer.disconnect();
      root.removeProperty('--sticky-offset');
    };
  }, [ref]);
}
