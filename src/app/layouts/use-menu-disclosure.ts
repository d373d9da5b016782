// Enhances the header's <details> menu once script runs. Without script the <details> already opens
// and closes; this adds what a disclosure menu owes keyboard and screen-reader users on a phone.
import { useEffect, useRef, type RefObject } from 'react';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled])';

/** True when the menu is a disclosure (phone and tablet); on desktop its summary is hidden. */
function isCollapsible(details: HTMLDetailsElement): boolean {
  const summary = details.querySelector('summary');
  return summary !== null && getComputedStyle(summary).display !== 'none';
}

export function useMenuDisclosure(ref: RefObject<HTMLDetailsElement | null>, location: string) {
  // A page change (a link in the menu was followed) closes the menu. Only a change: on a slow phone
  // the menu can be opened before the script arrives, and hydrating must not shut it under the finger.
  const shownFor = useRef(location);
  useEffect(() => {
    if (shownFor.current === location) return;
    shownFor.current = location;
    const details = ref.current;
    if (details && isCollapsible(details)) details.open = false;
  }, [ref, location]);

  useEffect(() => {
    const details = ref.current;
    if (!details) return;
    const summary = details.querySelector('summary')!;

    // Browsers without ::details-content cannot show a closed <details>' content, so on desktop
    // (summary hidden) the menu is simply kept open there.
    const desktop = window.matchMedia('(min-width: 80rem)');
    const syncDesktop = () => {
      if (!isCollapsible(details)) details.open = true;
      else if (desktop.matches === false && details.dataset.forced === 'true') details.open = false;
      details.dataset.forced = String(!isCollapsible(details));
    };
    syncDesktop();
    desktop.addEventListener('change', syncDesktop);

    function onToggle() {
      if (!details || !isCollapsible(details)) return;
      if (details.open) details.querySelector<HTMLElement>(`.site-menu__panel :is(${FOCUSABLE})`)?.focus();
    }

    function close(returnFocus: boolean) {
      if (!details || !details.open || !isCollapsible(details)) return;
      details.open = false;
      if (returnFocus) summary.focus();
    }

    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') {
        // Escape inside the menu closes it and puts focus back on the button that opened it.
        if (details?.open && isCollapsible(details)) {
          event.preventDefault();
          close(true);
        }
      }
    }

    function onDocumentClick(event: MouseEvent) {
      if (details && !details.contains(event.target as Node)) close(false);
    }

    function onFocusOut(event: FocusEvent) {
      // Tabbing past the last item closes the menu, so it never hides the page behind it.
      const next = event.relatedTarget as Node | null;
      if (next && details && !details.contains(next)) close(false);
    }

    details.addEventListener('toggle', onToggle);
    details.addEventListener('keydown', onKeyDown);
    details.addEventListener('focusout', onFocusOut);
    document.addEventListener('click', onDocumentClick);
    return () => {
      desktop.removeEventListener('change', syncDesktop);
      details.removeEventListener('toggle', onToggle);
      details.removeEventListener('keydown', onKeyDown);
      details.removeEventListener('focusout', onFocusOut);
      document.removeEventListener('click', onDocumentClick);
    };
  }, [ref]);
}
