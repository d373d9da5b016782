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
    const target =
      form?.querySelector<HTMLElement>('[aria-invalid="true"]') ??
      form?.querySelector<HTMLElement>('.error-summary') ??
      form?.querySelector<HTMLElement>('[data-focus-after-move]');
    target?.focus();
  }, [attempt]);

  return { formRef, focusNext: () => setAttempt((count) => count + 1) };
}
