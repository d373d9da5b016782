import type { Glance } from '../../../shared/content-types';
import '../styles/at-a-glance.css';

const groups = [
  ['dates', 'Dates to know'],
  ['costs', 'What it costs in 2026'],
  ['now', 'What to do now'],
] as const;

/** "Part B: $202.90 a month…": a line that names what it is about (in a few words) before a colon. */
const NAMED = /^((?:[^\s:?]+ ){0,4}[^\s:?]+):\s+(.+)$/;
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A group whose every line is named reads as a table of names and what they are; others as a list. */
function GlanceLines({ lines }: { lines: string[] }) {
  const rows = lines.map((line) => NAMED.exec(line));
  if (rows.every(Boolean)) {
    return (
      <dl className="glance__rows">
        {rows.map((row) => (
          <div key={row![0]}>
            <dt>{row![1]}</dt>
            <dd>{capitalised(row![2]!)}</dd>
          </div>
        ))}
      </dl>
    );
  }
  return (
    <ul>
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}

/**
 * The box a Medicare page starts with: the dates and the costs as rows of a name and its figure,
 * then the next step, for the reader who wants the answer before the explanation.
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
              <GlanceLines lines={glance[key]} />
            </div>
          ),
        )}
      </div>
    </section>
  );
}
