// One lucide icon per line of cover, imported per icon so the bundle carries only these six.
import BriefcaseBusiness from 'lucide-react/icons/briefcase-business';
import Car from 'lucide-react/icons/car';
import HeartHandshake from 'lucide-react/icons/heart-handshake';
import HeartPulse from 'lucide-react/icons/heart-pulse';
import House from 'lucide-react/icons/house';
import PiggyBank from 'lucide-react/icons/piggy-bank';
import type { ServiceCategorySlug } from '../../shared/services-catalog';

const icons = {
  auto: Car,
  business: BriefcaseBusiness,
  health: HeartPulse,
  home: House,
  life: HeartHandshake,
  retirement: PiggyBank,
} satisfies Record<ServiceCategorySlug, unknown>;

/** The icon of a line of cover; decorative, since the line's name always sits beside it. */
export function LineIcon({ line, className = 'icon' }: { line: string; className?: string }) {
  const Icon = icons[line as ServiceCategorySlug];
  if (!Icon) return null;
  return <Icon className={className} aria-hidden="true" focusable="false" strokeWidth={1.75} />;
}
