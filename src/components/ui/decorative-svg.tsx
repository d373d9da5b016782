import type { ReactNode } from 'react';

interface DecorativeSvgProps {
  className: string;
  /** The drawing's own coordinate box. */
  viewWidth: number;
  viewHeight: number;
  /** The size it is laid out at before CSS scales it (reserves its space: no layout shift). */
  width?: number;
  height?: number;
  children: ReactNode;
}

/** A picture that says nothing a screen reader needs: hidden from assistive tech and from Tab. */
export function DecorativeSvg({
  className,
  viewWidth,
  viewHeight,
  width,
  height,
  children,
}: DecorativeSvgProps) {
  return (
    <svg
      className={className}
      viewBox={`0 0 ${viewWidth} ${viewHeight}`}
      width={width ?? viewWidth}
      height={height ?? viewHeight}
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}
