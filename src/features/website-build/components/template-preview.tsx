// Small drawings of the three looks, made for this page (no images are fetched). Each shows the
// layout the look stands for: Harbor's wide banner, Meadow's rounded cards, Ledger's sidebar.
// Their colours are the templates' own, so they are set here rather than taken from the site's tokens.
import type { ReactElement } from 'react';
import { DecorativeSvg } from '../../../components/ui/decorative-svg';
import type { BuildTemplate } from '../../../shared/website-build-schemas';

function Harbor() {
  return (
    <>
      <rect width="160" height="110" rx="6" fill="#ffffff" />
      <rect width="160" height="14" rx="6" fill="#0b2f52" />
      <rect x="112" y="5" width="38" height="4" rx="2" fill="#9fc2e6" />
      <rect y="14" width="160" height="38" fill="#15487a" />
      <rect x="12" y="24" width="70" height="7" rx="2" fill="#ffffff" />
      <rect x="12" y="35" width="50" height="4" rx="2" fill="#c5d9ee" />
      <rect x="12" y="43" width="28" height="6" rx="3" fill="#f2b544" />
      <rect x="12" y="62" width="40" height="36" rx="3" fill="#e8eef5" />
      <rect x="60" y="62" width="40" height="36" rx="3" fill="#e8eef5" />
      <rect x="108" y="62" width="40" height="36" rx="3" fill="#e8eef5" />
    </>
  );
}

function Meadow() {
  return (
    <>
      <rect width="160" height="110" rx="6" fill="#f7f4ea" />
      <circle cx="16" cy="12" r="5" fill="#4d8a55" />
      <rect x="26" y="9" width="36" height="5" rx="2.5" fill="#2f5a35" />
      <rect x="12" y="24" width="84" height="8" rx="4" fill="#2f5a35" />
      <rect x="12" y="36" width="64" height="4" rx="2" fill="#7c9a7f" />
      <circle cx="128" cy="36" r="18" fill="#cfe3c4" />
      <rect x="12" y="62" width="42" height="36" rx="10" fill="#ffffff" stroke="#cfe3c4" />
      <rect x="59" y="62" width="42" height="36" rx="10" fill="#ffffff" stroke="#cfe3c4" />
      <rect x="106" y="62" width="42" height="36" rx="10" fill="#ffffff" stroke="#cfe3c4" />
      <rect x="20" y="72" width="26" height="4" rx="2" fill="#4d8a55" />
      <rect x="67" y="72" width="26" height="4" rx="2" fill="#4d8a55" />
      <rect x="114" y="72" width="26" height="4" rx="2" fill="#4d8a55" />
    </>
  );
}

function Ledger() {
  return (
    <>
      <rect width="160" height="110" rx="6" fill="#ffffff" />
      <rect width="40" height="110" rx="6" fill="#2d3138" />
      <rect x="8" y="10" width="24" height="6" rx="1" fill="#c9a227" />
      <rect x="8" y="26" width="22" height="3" rx="1.5" fill="#8b919b" />
      <rect x="8" y="34" width="18" height="3" rx="1.5" fill="#8b919b" />
      <rect x="8" y="42" width="22" height="3" rx="1.5" fill="#8b919b" />
      <rect x="8" y="50" width="16" height="3" rx="1.5" fill="#8b919b" />
      <rect x="52" y="12" width="80" height="7" rx="1" fill="#2d3138" />
      <rect x="52" y="24" width="96" height="3" rx="1.5" fill="#b7bcc4" />
      <rect x="52" y="31" width="90" height="3" rx="1.5" fill="#b7bcc4" />
      <rect x="52" y="44" width="96" height="1" fill="#c9a227" />
      <rect x="52" y="52" width="44" height="44" fill="#f0f1f3" />
      <rect x="104" y="52" width="44" height="20" fill="#f0f1f3" />
      <rect x="104" y="76" width="44" height="20" fill="#f0f1f3" />
    </>
  );
}

const drawings: Record<BuildTemplate, () => ReactElement> = {
  harbor: Harbor,
  meadow: Meadow,
  ledger: Ledger,
};

/** A decorative preview: the option's label and description say what it is. */
export function TemplatePreview({ template }: { template: BuildTemplate }) {
  const Drawing = drawings[template];
  return (
    <DecorativeSvg className="template-preview" viewWidth={160} viewHeight={110}>
      <Drawing />
    </DecorativeSvg>
  );
}
