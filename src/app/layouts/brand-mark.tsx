import { DecorativeSvg } from '../../components/ui/decorative-svg';
import { Stroke } from '../../components/ui/illustrations/stroke';
/** The agency's mark: a harbour light over a wave, drawn in the primary colour. Decorative. */
export function BrandMark() {
  return (
    <DecorativeSvg className="brand__mark" viewWidth={40} viewHeight={40}>
      <rect width="40" height="40" rx="10" fill="var(--primary)" />
      <path d="M17 29 18.5 13h3L23 29z" fill="var(--on-primary)" />
      <path d="M16.5 11.5h7L20 8z" fill="var(--accent)" />
      <Stroke d="M14 13.5 7 11M26 13.5 33 11" color="var(--on-primary)" width={1.6} opacity=".7" />
      <Stroke d="M6 31c3 0 3-2 6-2s3 2 6 2 3-2 6-2 3 2 6 2 3-2 4-2" color="var(--on-primary)" width={2} />
    </DecorativeSvg>
  );
}
