import MoveHorizontal from 'lucide-react/icons/move-horizontal';
import { useId, type ReactNode } from 'react';

/**
 * Wraps a wide table so it scrolls inside its own box, not the page. On narrow screens a hint says
 * the table scrolls sideways; the box is focusable so keyboard users can scroll it too. A `stack`
 * table is read on a phone as stacked rows instead (components.css): nothing to scroll, no hint; its
 * cells then need their roles said outright and a `data-label` each after the first.
 */
export function TableScroll({
  label,
  stack = false,
  children,
}: {
  label: string;
  stack?: boolean;
  children: ReactNode;
}) {
  const hintId = useId();
  return (
    <div className="table-scroll-wrap">
      <p className={stack ? 'table-scroll__hint table-scroll__hint--wide' : 'table-scroll__hint'} id={hintId}>
        <MoveHorizontal className="icon" aria-hidden="true" focusable="false" />
        Scroll sideways to see the whole table.
      </p>
      {/* A focusable scroll region needs a name and a role so keyboard and screen reader users find it. */}
      <div
        className={stack ? 'table-scroll table-scroll--stack' : 'table-scroll'}
        role="region"
        aria-label={label}
        aria-describedby={hintId}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
      >
        {children}
      </div>
    </div>
  );
}
