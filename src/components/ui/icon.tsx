import type { ComponentType, SVGProps } from 'react';

type IconComponent = ComponentType<
  SVGProps<SVGSVGElement> & { size?: number | string; strokeWidth?: number }
>;

interface IconProps {
  /** A lucide icon imported per icon, e.g. `import Phone from 'lucide-react/icons/phone'`. */
  icon: IconComponent;
  /** Text for a meaningful icon; leave it out when text beside the icon already says the same. */
  label?: string;
  badge?: boolean;
}

/** Sizes an icon to the text around it and hides it from screen readers unless it carries meaning. */
export function Icon({ icon: Glyph, label, badge = false }: IconProps) {
  const svg = label ? (
    <Glyph className="icon" role="img" aria-label={label} strokeWidth={1.75} />
  ) : (
    <Glyph className="icon" aria-hidden="true" focusable="false" strokeWidth={1.75} />
  );
  return badge ? <span className="icon-badge">{svg}</span> : svg;
}
