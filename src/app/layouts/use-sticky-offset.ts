// The sticky header's real height, kept in --sticky-offset on <html>: scroll-padding-top (anchor
// jumps, focus, scrollIntoView) and sticky side panels read it, so nothing lands under the bar when
// it wraps to two lines with large text. 0 where the header is not sticky (desktop).
// layout.css sets the usual height; it is written here only when the measure differs, since a custom
// property changed on <html> restyles the whole page (20 ms of an article's hydration at 1x).
import { useLayoutEffect, type RefObject } from 'react';

export function useStickyOffset(ref: RefObject<HTMLElement | null>) {
  // A layout effect: measured before any page's effect scrolls to a #target (page-heading.tsx).
  useLayoutEffect(() => {
    const header = ref.current;
    if (!header || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement.style;
    const update = () => {
      const sticky = getComputedStyle(header).position === 'sticky';
      const next = `${sticky ? Math.ceil(header.getBoundingClientRect().height) : 0}px`;
      const current = getComputedStyle(document.documentElement).getPropertyValue('--sticky-offset').trim();
      if (current !== next) root.setProperty('--sticky-offset', next);
    };
    const observer = new ResizeObserver(update);
    observer.observe(header);
    return () => {
      observer.disconnect();
      root.removeProperty('--sticky-offset');
    };
  }, [ref]);
}
