import { memo } from 'react';
import type { ProjectionRow } from '../model/projection';
import { formatMoney } from './format';

/**
 * Every year of the plan: the chart's text alternative, and what prints. Memoised: a few hundred
 * cells, unchanged while only the simulation's answer arrives.
 */
export const YearTable = memo(function YearTable({ rows }: { rows: ProjectionRow[] }) {
  return (
    // The region scrolls sideways on a phone; tabIndex lets keyboard users scroll it too.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className="calculator__table-wrap" role="region" aria-labelledby="year-table-caption" tabIndex={0}>
      <table className="calculator__table">
        <caption id="year-table-caption">Your savings year by year (future dollars)</caption>
        <thead>
          <tr>
            <th scope="col">Age</th>
            <th scope="col">Start of year</th>
            <th scope="col">Saved (you and employer)</th>
            <th scope="col">Taken out</th>
            <th scope="col">Growth</th>
            <th scope="col">End of year</th>
            <th scope="col">End of year in today's dollars</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.age} className={row.retired ? 'calculator__row--retired' : undefined}>
              <th scope="row">{row.age}</th>
              <td>{formatMoney(row.startBalance)}</td>
              <td>{formatMoney(row.deposits)}</td>
              <td>{formatMoney(row.withdrawn)}</td>
              <td>{formatMoney(row.growth)}</td>
              <td>{formatMoney(row.endBalance)}</td>
              <td>{formatMoney(row.endBalanceToday)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
});
