// A small picture for each line of cover (home, /services and each category page). Hand-drawn SVG
// in the theme's colours, the same frame for all six so cards line up; decorative, the title says it.
import type { ReactNode } from 'react';
import { DecorativeSvg } from '../decorative-svg';
import { Stroke, Wheel } from './stroke';

const scenes: Record<string, ReactNode> = {
  auto: (
    <>
      <path d="M20 74h120" stroke="var(--border-subtle)" strokeWidth="4" strokeLinecap="round" />
      <path d="M34 66V52l14-16h50l18 16h10a6 6 0 0 1 6 6v8z" fill="var(--primary)" />
      <path d="M54 40h18v12H44zM78 40h16l12 12H78z" fill="var(--notice-bg)" />
      <Wheel cx={56} cy={68} r={10} />
      <Wheel cx={110} cy={68} r={10} />
      <path d="M128 58h6" stroke="var(--accent)" strokeWidth="5" strokeLinecap="round" />
    </>
  ),
  business: (
    <>
      <rect x="32" y="34" width="96" height="50" rx="8" fill="var(--primary)" />
      <Stroke d="M64 34v-8a6 6 0 0 1 6-6h20a6 6 0 0 1 6 6v8" color="var(--primary)" width={6} />
      <path d="M32 56h96" stroke="var(--notice-bg)" strokeWidth="4" />
      <rect x="72" y="50" width="16" height="12" rx="3" fill="var(--accent)" />
    </>
  ),
  health: (
    <>
      <path d="M80 84 44 50a20 20 0 0 1 36-26 20 20 0 0 1 36 26z" fill="var(--primary)" />
      <Stroke d="M38 54h24l8-14 12 26 8-12h32" color="var(--accent)" width={5} join />
    </>
  ),
  home: (
    <>
      <Stroke d="M48 50 80 24l32 26v34H48z" color="var(--primary)" width={5} join fill="var(--bg)" />
      <Stroke d="M40 56 80 20l40 36" color="var(--primary)" width={7} join />
      <rect x="72" y="60" width="16" height="24" rx="2" fill="var(--primary)" />
      <rect x="56" y="56" width="10" height="10" rx="1" fill="var(--accent)" />
      <rect x="94" y="56" width="10" height="10" rx="1" fill="var(--accent)" />
    </>
  ),
  life: (
    <>
      <path d="M34 54a46 46 0 0 1 92 0z" fill="var(--primary)" />
      <path d="M34 54q11.5-8 23 0t23 0 23 0 23 0" fill="none" stroke="var(--bg)" strokeWidth="3" />
      <path d="M80 54v26q0 6-6 6" fill="none" stroke="var(--text)" strokeWidth="4" strokeLinecap="round" />
      <circle cx="62" cy="72" r="7" fill="var(--accent)" />
      <circle cx="98" cy="70" r="9" fill="var(--accent)" />
      <path d="M54 90a8 8 0 0 1 16 0M88 90a10 10 0 0 1 20 0" fill="var(--accent)" />
    </>
  ),
  retirement: (
    <>
      <Stroke d="M36 84V64M58 84V52M80 84V40M102 84V28" color="var(--primary)" width={12} />
      <circle cx="124" cy="26" r="12" fill="var(--accent)" />
      <path d="M30 88h104" stroke="var(--border-subtle)" strokeWidth="4" strokeLinecap="round" />
    </>
  ),
};

/** The picture of one line of cover; 160 by 100, scaled by CSS, reserved by its aspect ratio. */
export function LineIllustration({ line }: { line: string }) {
  const scene = scenes[line];
  if (!scene) return null;
  return (
    <DecorativeSvg className="illustration illustration--line" viewWidth={160} viewHeight={100}>
      <rect width="160" height="100" rx="12" fill="var(--notice-bg)" />
      {scene}
    </DecorativeSvg>
  );
}
