import { useId } from 'react';
import type { PortraitLook } from '../../../../shared/agency-people';
import { DecorativeSvg } from '../../../../components/ui/decorative-svg';
import { Stroke } from '../../../../components/ui/illustrations/stroke';

// Hair drawn behind the head (long hair, the bun) and over it (the fringe or crown), per style.
const HAIR_BACK: Partial<Record<PortraitLook['hairStyle'], string>> = {
  long: 'M33 58c0-22 12-34 27-34s27 12 27 34v34H33z',
  bun: 'M48 22a12 11 0 1 1 24 0a12 11 0 1 1-24 0z',
  curly:
    'M30 58c-6-8-2-20 6-24c0-10 10-16 18-13c6-6 16-5 20 1c9-2 17 6 15 15c7 5 8 15 3 21c2 7-1 14-6 16H36c-6-2-8-9-6-16z',
};

const HAIR_FRONT: Record<PortraitLook['hairStyle'], string> = {
  short: 'M36 52c0-17 10-27 24-27s24 10 24 27c-4-8-12-12-24-12s-20 4-24 12z',
  long: 'M36 54c0-18 10-28 24-28s24 10 24 28c-8-9-18-13-30-12c-7 1-13 5-18 12z',
  bun: 'M37 52c1-16 10-25 23-25s22 9 23 25c-5-7-13-11-23-11s-18 4-23 11z',
  curly: 'M36 50c2-14 11-22 24-22s22 8 24 22c-6-6-14-9-24-9s-18 3-24 9z',
  wavy: 'M35 56c0-18 11-29 25-29s25 11 25 29c-5-6-9-8-14-6c-4-5-10-7-16-5c-6-2-13 1-20 11z',
  bald: 'M38 46c3-5 7-8 10-9c-2 3-3 6-3 9zM82 46c-3-5-7-8-10-9c2 3 3 6 3 9z',
};

/**
 * An illustrated, original portrait drawn from a few traits (skin, hair, shirt, glasses, beard).
 * Decorative: the person's name is always printed beside it, so it is hidden from screen readers.
 * Width and height are fixed attributes, so it never shifts the layout while the page paints.
 */
export function StaffPortrait({ look, size = 96 }: { look: PortraitLook; size?: number }) {
  const back = HAIR_BACK[look.hairStyle];
  const clip = useId();
  return (
    <DecorativeSvg className="staff-portrait" viewWidth={120} viewHeight={120} width={size} height={size}>
      <clipPath id={clip}>
        <circle cx="60" cy="60" r="60" />
      </clipPath>
      <circle cx="60" cy="60" r="60" fill={look.background} />
      {/* Drawn a little larger than the circle and clipped by it, so the face fills the frame. */}
      <g clipPath={`url(#${clip})`}>
        <g transform="translate(60 66) scale(1.22) translate(-60 -60)">
          {back && <path d={back} fill={look.hair} />}
          <path d="M22 120c2-22 17-34 38-34s36 12 38 34z" fill={look.shirt} />
          <path d="M51 76h18v14c-3 4-15 4-18 0z" fill={look.skin} />
          <path d="M50 90l10 10l10-10" fill="none" stroke="#ffffff" strokeOpacity="0.55" strokeWidth="3" />
          <ellipse cx="60" cy="57" rx="22" ry="25" fill={look.skin} />
          <ellipse cx="38" cy="60" rx="4" ry="6" fill={look.skin} />
          <ellipse cx="82" cy="60" rx="4" ry="6" fill={look.skin} />
          {look.beard && (
            <path d="M39 62c2 16 10 24 21 24s19-8 21-24c-4 6-10 8-21 8s-17-2-21-8z" fill={look.hair} />
          )}
          <path d={HAIR_FRONT[look.hairStyle]} fill={look.hair} />
          <circle cx="51" cy="58" r="2.6" fill="#1f1a17" />
          <circle cx="69" cy="58" r="2.6" fill="#1f1a17" />
          <Stroke d="M51 51.5q0-2 5-2M69 51.5q0-2-5-2" color="#1f1a17" width={1.6} strokeOpacity="0.6" />
          <path d="M52 69q8 6 16 0" stroke="#6b2e2a" strokeWidth="2.4" fill="none" strokeLinecap="round" />
          {look.glasses && (
            <g fill="none" stroke="#2b2b33" strokeWidth="2">
              <circle cx="51" cy="58" r="7" />
              <circle cx="69" cy="58" r="7" />
              <path d="M58 58h4M44 57l-6-2M76 57l6-2" />
            </g>
          )}
        </g>
      </g>
    </DecorativeSvg>
  );
}
