// Pieces the hand-drawn pictures share (hero, lines of cover, brand mark, portraits): the pen - a
// line in one colour and width with round ends, unfilled unless said, `join` rounds its corners
// too - and the car's wheel.
import type { SVGProps } from 'react';

interface StrokeProps extends Omit<SVGProps<SVGPathElement>, 'stroke' | 'strokeWidth'> {
  d: string;
  color: string;
  width: number;
  join?: boolean;
}

export function Stroke({ d, color, width, join, fill = 'none', ...rest }: StrokeProps) {
  return (
    <path
      d={d}
      fill={fill}
      stroke={color}
      strokeWidth={width}
      strokeLinecap="round"
      strokeLinejoin={join ? 'round' : undefined}
      {...rest}
    />
  );
}

/** A car's wheel: the tyre in the text colour with a hub of the background's. */
export function Wheel({ cx, cy, r }: { cx: number; cy: number; r: number }) {
  return (
    <>
      <circle cx={cx} cy={cy} r={r} fill="var(--text)" />
      <circle cx={cx} cy={cy} r={4} fill="var(--bg)" />
    </>
  );
}
