import MoveHorizontal from 'lucide-react/icons/move-horizontal';
import { useId, type ReactNode } from 'react';

/**
 * Wraps a wide table so it scrolls inside its own box, not the page. On narrow screens a hint says
 * the table scrolls sideways; the box is focusable so keyboard users can scroll it too.
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  const hintId = useId();
  return (
    <div className="table-scroll-wrap">
      <p className="table-scroll__hint" id={hintId}>
        <MoveHorizontal className="icon" aria-hidden="true" focusable="false" />
        Scroll sideways to see the whole table.
      </p>
      {/* A focusable scroll region needs a name and a role so keyboard and screen reader users find it. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div className="table-scroll" role="region" aria-label={label} aria-describedby={hintId} tabIndex={0}>
        {children}
      </div>
    </div>
  );
}
