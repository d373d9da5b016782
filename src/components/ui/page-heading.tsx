import { useEffect, useRef, type ReactNode } from 'react';
import { consumeNavigation } from '../../lib/route-focus';

/**
 * The page's <h1>. After a client-side navigation it takes focus (so screen readers announce the
 * new page) and the view goes to the top, or to the #hash target when the address has one.
 */
export function PageHeading({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!consumeNavigation()) return;
    ref.current?.focus({ preventScroll: true });
    const hash = decodeURIComponent(window.location.hash.slice(1));
    const target = hash ? document.getElementById(hash) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, []);
  return (
    <h1 ref={ref} tabIndex={-1} className="page-heading">
      {children}
    </h1>
  );
}
