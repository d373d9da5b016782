import { memo } from 'react';
import { SIMULATION_RUNS, VOLATILITY_BEFORE, VOLATILITY_DURING } from '../model/monte-carlo';
import { formatPercent } from './format';
import { formatNumber } from '../../../shared/format-number';

/** How the numbers are worked out, in plain words; the page states every assumption it makes. */
export const Assumptions = memo(function Assumptions() {
  return (
    <section className="calculator__assumptions" aria-labelledby="calculator-assumptions">
      <h2 id="calculator-assumptions">How we worked this out</h2>
      <ul>
        <li>
          Savings grow every month at the rate that adds up to the yearly return you entered. Deposits are
          made at the end of each month.
        </li>
        <li>
          A percentage you save rises with your pay; a dollar amount stays the same. Your employer matches the
          part of your saving up to the limit you entered.
        </li>
        <li>
          In retirement, each month's withdrawal is taken at the start of the month. It is the income you
          want, less Social Security and pension, and it rises with inflation each year.
        </li>
        <li>Social Security rises with inflation. A pension rises with inflation only if you said so.</li>
        <li>
          "What your plan needs" is the amount at retirement that pays those withdrawals through the age you
          plan to, at the return during retirement.
        </li>
        <li>
          "Today's dollars" divide future amounts by inflation, so you can compare them with prices now.
        </li>
        <li>
          The chance the money lasts comes from {formatNumber(SIMULATION_RUNS)} simulated markets. Each year's
          return is drawn at random around your expected return, with a typical swing (standard deviation) of{' '}
          {formatPercent(VOLATILITY_BEFORE)} a year before retirement and {formatPercent(VOLATILITY_DURING)}{' '}
          during it. The same answers always give the same result.
        </li>
        <li>
          Taxes, fees beyond the return you entered, and required minimum distributions are not included.
        </li>
        <li>Your answers stay on this device and in the page address. Nothing is sent to us.</li>
      </ul>
      <p>This is an estimate to help you plan, not a promise or financial advice. Markets go up and down.</p>
    </section>
  );
});
