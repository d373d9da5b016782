// The header's three glyphs, drawn here rather than imported from lucide-react: the header is in
// every page's first load, and lucide's shared icon machinery alone costs about 2.5 kB gzipped there
// (decision 076). Same 24-unit grid, 2-unit round strokes, so they sit with lucide icons elsewhere.
import type { SVGProps } from 'react';

type GlyphProps = SVGProps<SVGSVGElement>;

function Glyph({ children, ...props }: GlyphProps) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

export const MenuGlyph = (props: GlyphProps) => (
  <Glyph {...props}>
    <path d="M4 6h16M4 12h16M4 18h16" />
  </Glyph>
);

export const CloseGlyph = (props: GlyphProps) => (
  <Glyph {...props}>
    <path d="M6 6l12 12M18 6L6 18" />
  </Glyph>
);

/** A telephone handset. */
export const PhoneGlyph = (props: GlyphProps) => (
  <Glyph {...props}>
    <path d="M6.5 3h3l1.5 4.5-2.25 1.5a12 12 0 0 0 6.25 6.25L16.5 13l4.5 1.5v3A2.5 2.5 0 0 1 18.5 20 15.5 15.5 0 0 1 4 5.5 2.5 2.5 0 0 1 6.5 3z" />
  </Glyph>
);
