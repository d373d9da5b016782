import { useEffect, useRef, useState } from 'react';

/**
 * Moves focus after a failed attempt: to the first field in error, else to the error summary, else
 * to the element marked data-focus-after-move (a step heading). Call `focusNext()` after each
 * attempt or move; the focus happens once the new errors are on screen.
 */
export function useFocusOnError<E extends HTMLElement = HTMLFormElement>() {
  const formRef = useRef<E>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (attempt === 0) return;
    const form = formRef.current;
    const summary = form?.querySelector<HTMLElement>('.error-summary') ?? null;
    const target =
      form?.querySelector<HTMLElement>('[aria-invalid="true"]') ??
      summary ??
      form?.querySelector<HTMLElement>('[data-focus-after-move]');
    if (!target) return;
    if (!summary || summary === target || !('scrollIntoView' in summary)) {
      target.focus();
      return;
    }
    // The browser's own focus scroll stops at the field, which leaves the summary above it hidden
    // under the sticky header. Show the summary first (scroll-padding-top clears the header) and the
    // field below it where both fit; a field that would fall off the screen wins.
    target.focus({ preventScroll: true });
    summary.scrollIntoView({ block: 'start' });
    if (target.getBoundingClientRect().bottom > window.innerHeight)
      target.scrollIntoView({ block: 'center' });
  }, [attempt]);

  return { formRef, focusNext: () => setAttempt((count) => count + 1) };
}
