import type { Glance } from '../../../shared/content-types';
import '../styles/at-a-glance.css';

const groups = [
  ['dates', 'Dates to know'],
  ['costs', 'What it costs in 2026'],
  ['now', 'What to do now'],
] as const;

/**
 * The box a Medicare page starts with: the dates, the costs and the next step in a few
 * lines, for the reader who wants the answer before the explanation.
 */
export function AtAGlance({ glance }: { glance: Glance }) {
  return (
    <section className="glance" aria-labelledby="at-a-glance">
      <h2 id="at-a-glance" className="glance__title">
        At a glance
      </h2>
      <div className="glance__groups">
        {groups.map(([key, title]) =>
          glance[key].length === 0 ? null : (
            <div key={key} className={`glance__group glance__group--${key}`}>
              <h3>{title}</h3>
              <ul>
                {glance[key].map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </div>
          ),
        )}
      </div>
    </section>
  );
}
