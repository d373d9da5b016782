// Small drawings of the three looks, made for this page (no images are fetched). Each shows the
// layout the look stands for: Harbor's wide banner, Meadow's rounded cards, Ledger's sidebar.
// Their colours are the templates' own, so they are set here rather than taken from the site's tokens.
// A row of like parts (cards, menu lines) is drawn by one loop over where each one stands.
import type { ReactElement } from 'react';
import { DecorativeSvg } from '../../../components/ui/decorative-svg';
import type { BuildTemplate } from '../../../shared/website-build-schemas';

interface Cards {
  width: number;
  rx: number;
  fill: string;
  stroke?: string;
}

interface Drawing {
  /** The colour of the page. */
  page: string;
  /** A row of three cards across the lower half, from margin to margin, when the look has one. */
  cards?: Cards;
  /** The rest: header, banner, text lines, sidebar; drawn over the cards. */
  parts: ReactElement;
}

const drawings: Record<BuildTemplate, Drawing> = {
  harbor: {
    page: '#ffffff',
    cards: { width: 40, rx: 3, fill: '#e8eef5' },
    parts: (
      <>
        <rect width="160" height="14" rx="6" fill="#0b2f52" />
        <rect x="112" y="5" width="38" height="4" rx="2" fill="#9fc2e6" />
        <rect y="14" width="160" height="38" fill="#15487a" />
        <rect x="12" y="24" width="70" height="7" rx="2" fill="#ffffff" />
        <rect x="12" y="35" width="50" height="4" rx="2" fill="#c5d9ee" />
        <rect x="12" y="43" width="28" height="6" rx="3" fill="#f2b544" />
      </>
    ),
  },
  meadow: {
    page: '#f7f4ea',
    cards: { width: 42, rx: 10, fill: '#ffffff', stroke: '#cfe3c4' },
    parts: (
      <>
        <circle cx="16" cy="12" r="5" fill="#4d8a55" />
        <rect x="26" y="9" width="36" height="5" rx="2.5" fill="#2f5a35" />
        <rect x="12" y="24" width="84" height="8" rx="4" fill="#2f5a35" />
        <rect x="12" y="36" width="64" height="4" rx="2" fill="#7c9a7f" />
        <circle cx="128" cy="36" r="18" fill="#cfe3c4" />
        {[20, 67, 114].map((x) => (
          <rect key={x} x={x} y="72" width="26" height="4" rx="2" fill="#4d8a55" />
        ))}
      </>
    ),
  },
  ledger: {
    page: '#ffffff',
    parts: (
      <>
        <rect width="40" height="110" rx="6" fill="#2d3138" />
        <rect x="8" y="10" width="24" height="6" rx="1" fill="#c9a227" />
        {[22, 18, 22, 16].map((width, n) => (
          <rect key={n} x="8" y={26 + 8 * n} width={width} height="3" rx="1.5" fill="#8b919b" />
        ))}
        <rect x="52" y="12" width="80" height="7" rx="1" fill="#2d3138" />
        {[96, 90].map((width, n) => (
          <rect key={n} x="52" y={24 + 7 * n} width={width} height="3" rx="1.5" fill="#b7bcc4" />
        ))}
        <rect x="52" y="44" width="96" height="1" fill="#c9a227" />
        <rect x="52" y="52" width="44" height="44" fill="#f0f1f3" />
        {[52, 76].map((y) => (
          <rect key={y} x="104" y={y} width="44" height="20" fill="#f0f1f3" />
        ))}
      </>
    ),
  },
};

/** Three cards between the 12-unit margins, the gaps between them alike. */
function CardRow({ width, ...look }: Cards) {
  const step = (160 - 2 * 12 - width) / 2;
  return [0, 1, 2].map((n) => <rect key={n} x={12 + n * step} y="62" width={width} height="36" {...look} />);
}

/** A decorative preview: the option's label and description say what it is. */
export function TemplatePreview({ template }: { template: BuildTemplate }) {
  const { page, cards, parts } = drawings[template];
  return (
    <DecorativeSvg className="template-preview" viewWidth={160} viewHeight={110}>
      <rect width="160" height="110" rx="6" fill={page} />
      {cards && <CardRow {...cards} />}
      {parts}
    </DecorativeSvg>
  );
}
