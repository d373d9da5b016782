import { Link } from 'wouter';
import { MEDICARE_QUOTE_HREF, quoteLines } from '../../../shared/quote-options';
import { findCategory } from '../../../shared/services-catalog';
import './quote-line-picker.css';

/**
 * The entry of /quote: one link per line of cover, each starting that line's form; Medicare first,
 * by its own name (the health line's form with Medicare chosen), as many who come for it look for it.
 */
export function QuoteLinePicker() {
  return (
    <nav aria-labelledby="quote-lines-heading">
      <h2 id="quote-lines-heading">What would you like a quote for?</h2>
      <ul className="card-grid plain-list quote-lines">
        <li className="card">
          <h3>
            <Link href={MEDICARE_QUOTE_HREF}>Medicare plans</Link>
          </h3>
          <p>Medicare Advantage, Medicare Supplement (Medigap) and Part D drug plans, for you or a parent.</p>
        </li>
        {quoteLines.map((line) => {
          const category = findCategory(line);
          if (!category) return null;
          return (
            <li key={line} className="card">
              <h3>
                <Link href={`/quote?line=${line}`}>{category.title}</Link>
              </h3>
              <p>{category.summary}</p>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
