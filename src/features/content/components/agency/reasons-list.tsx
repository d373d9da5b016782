import type { TitledText } from '../../../../shared/content-types';

/** Why people choose the agency: a titled section of short cards. */
export function ReasonsList({ reasons, title }: { reasons: TitledText[]; title: string }) {
  if (reasons.length === 0) return null;
  return (
    <section className="reasons" aria-labelledby="reasons-title">
      <h2 id="reasons-title">{title}</h2>
      <ul className="card-grid">
        {reasons.map((reason) => (
          <li key={reason.title} className="card">
            <h3>{reason.title}</h3>
            <p>{reason.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
