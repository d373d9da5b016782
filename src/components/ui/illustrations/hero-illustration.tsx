// The home page's picture: a harbour at dawn with a lighthouse, a house, a car and a family umbrella,
// the lines of cover in one calm scene. Hand-drawn SVG in the theme's colours; decorative.
import { DecorativeSvg } from '../decorative-svg';
import { Stroke, Wheel } from './stroke';
export function HeroIllustration() {
  return (
    <DecorativeSvg className="illustration illustration--hero" viewWidth={480} viewHeight={360}>
      <rect width="480" height="360" rx="24" fill="var(--notice-bg)" />
      <circle cx="372" cy="92" r="44" fill="var(--accent)" opacity=".85" />
      <path d="M0 236c60-22 120-22 180 0s120 22 180 0 90-18 120-10v134H0z" fill="var(--surface-2)" />
      <path
        d="M0 270c40-10 80-10 120 0s80 10 120 0 80-10 120 0 80 10 120 0v90H0z"
        fill="var(--primary)"
        opacity=".22"
      />
      <g fill="var(--primary)">
        <path d="M86 236 96 116h20l10 120z" />
        <rect x="90" y="96" width="32" height="20" rx="3" />
        <path d="M86 96h40l-20-18z" />
      </g>
      <rect x="97" y="102" width="18" height="9" rx="2" fill="var(--accent)" />
      <path d="M92 150h28M90 184h32" stroke="var(--bg)" strokeWidth="6" />
      <Stroke d="M128 106 196 84M84 106 30 90" color="var(--accent)" width={4} opacity=".6" />
      <g>
        <Stroke d="M226 176 282 130l56 46v60H226z" color="var(--primary)" width={5} join fill="var(--bg)" />
        <Stroke d="M214 182 282 124l68 58" color="var(--primary)" width={8} join />
        <rect x="268" y="196" width="28" height="40" rx="3" fill="var(--primary)" />
        <rect x="240" y="186" width="18" height="18" rx="2" fill="var(--accent)" opacity=".8" />
        <rect x="308" y="186" width="18" height="18" rx="2" fill="var(--accent)" opacity=".8" />
      </g>
      <g>
        <path d="M352 262v-18l14-20h52l18 20h12v18z" fill="var(--primary)" />
        <path d="M372 228h20v14h-28zM398 228h18l12 14h-30z" fill="var(--notice-bg)" />
        <Wheel cx={374} cy={264} r={11} />
        <Wheel cx={428} cy={264} r={11} />
      </g>
      <g>
        <path d="M150 214a42 42 0 0 1 84 0z" fill="var(--accent)" />
        <path d="M150 214q10.5-8 21 0t21 0 21 0 21 0" fill="none" stroke="var(--bg)" strokeWidth="3" />
        <Stroke d="M192 172v70q0 10-10 10" color="var(--text)" width={4} />
      </g>
      <Stroke
        d="M40 318q15-8 30 0t30 0 30 0M300 322q15-8 30 0t30 0 30 0"
        color="var(--primary)"
        width={4}
        opacity=".5"
      />
    </DecorativeSvg>
  );
}
