import type { TitledText } from '../../../../shared/content-types';

/** The Medicare TPMO disclaimer is the one the rules require people to see; it goes first. */
export const isTpmo = (disclaimer: TitledText) => /TPMO/.test(disclaimer.title);

/** The TPMO disclaimer in a box that stands out from the page. */
export function TpmoNotice({ disclaimer }: { disclaimer: TitledText | undefined }) {
  if (!disclaimer) return null;
  return (
    <section className="notice tpmo-notice" aria-labelledby="tpmo-title">
      <h2 id="tpmo-title">Medicare plans: what we can offer</h2>
      <p>{disclaimer.text}</p>
    </section>
  );
}

/**
 * Every other disclosure, each under its own heading. `titled` false: the page's own text already
 * has the section heading, and the items go inside it.
 */
export function DisclaimerList({
  disclaimers,
  titled = true,
}: {
  disclaimers: TitledText[];
  titled?: boolean;
}) {
  if (disclaimers.length === 0) return null;
  const items = disclaimers.map((disclaimer) => (
    <div key={disclaimer.title} className="disclaimers__item">
      <h3>{disclaimer.title}</h3>
      <p>{disclaimer.text}</p>
    </div>
  ));
  if (!titled) return <div className="disclaimers">{items}</div>;
  return (
    <section className="disclaimers" aria-labelledby="disclaimers-title">
      <h2 id="disclaimers-title">Important disclosures</h2>
      {items}
    </section>
  );
}
