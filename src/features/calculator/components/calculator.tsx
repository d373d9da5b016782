// The retirement calculator: inputs on one side, answers on the other, updated as the person types.
// On a phone the key answers come first and stay in view (key-result.tsx); the full ones follow.
import { useMemo } from 'react';
import { Button } from '../../../components/ui/button';
import { parseInputs } from '../model/inputs-schema';
import { calculatePlan } from '../model/plan-result';
import { useCalculatorInputs } from '../state/use-calculator-inputs';
import { useMonteCarlo } from '../state/use-monte-carlo';
import { Assumptions } from './assumptions';
import { BalanceChart } from './balance-chart';
import { CalculatorForm } from './calculator-form';
import { KeyResult } from './key-result';
import { ResultAnnouncer } from './result-announcer';
import { ResultSummary } from './result-summary';
import { YearTable } from './year-table';
import './calculator.css';

/** One object, so the memoised form sees no change while the answers are valid. */
const NO_ERRORS = {};

function printPage() {
  if (typeof window === 'undefined') return;
  // The year-by-year table is folded away on screen; a printout carries it.
  document.querySelectorAll<HTMLDetailsElement>('.calculator__table-details').forEach((d) => (d.open = true));
  window.print();
}

export function Calculator() {
  const { raw, setField, reset } = useCalculatorInputs();
  // Keyed by value: inputs restored from the device equal to those shown change nothing below.
  const rawKey = JSON.stringify(raw);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- rawKey is raw, by value
  const parsed = useMemo(() => parseInputs(raw), [rawKey]);
  const inputs = parsed.ok ? parsed.inputs : null;
  const plan = useMemo(() => (inputs ? calculatePlan(inputs) : null), [inputs]);
  const simulation = useMonteCarlo(inputs);

  return (
    <div className="calculator">
      <KeyResult plan={plan} retirementAge={inputs?.retirementAge ?? null} simulation={simulation} />
      <ResultAnnouncer plan={plan} retirementAge={inputs?.retirementAge ?? null} />
      <div className="calculator__inputs">
        <h2>Your details</h2>
        <p>Change any answer and the results update. Example values are filled in to start.</p>
        <CalculatorForm raw={raw} errors={parsed.ok ? NO_ERRORS : parsed.errors} onChange={setField} />
        <Button variant="secondary" onClick={reset}>
          Start over with example values
        </Button>
      </div>
      <section className="calculator__results" aria-labelledby="calculator-results">
        <h2 id="calculator-results">Your results</h2>
        {inputs && plan ? (
          <>
            <ResultSummary
              plan={plan}
              retirementAge={inputs.retirementAge}
              lifeExpectancy={inputs.lifeExpectancy}
              simulation={simulation}
            />
            <div className="calculator__actions">
              <Button variant="secondary" onClick={printPage}>
                Print your results
              </Button>
            </div>
          </>
        ) : (
          <p className="notice" role="status">
            Some answers need a change before we can show results. Look for the messages marked “Error” in the
            form.
          </p>
        )}
      </section>
      {inputs && plan && (
        <section className="calculator__years" aria-labelledby="calculator-years">
          <h2 id="calculator-years">Year by year</h2>
          <BalanceChart
            rows={plan.rows}
            startAge={inputs.currentAge}
            retirementAge={inputs.retirementAge}
            runOutAge={plan.runOutAge}
          />
          {/* A table of every year (40 rows and more) is for the few who want it: folded away. */}
          <details className="calculator__table-details">
            <summary>Show the table, year by year ({plan.rows.length} years)</summary>
            <YearTable rows={plan.rows} />
          </details>
        </section>
      )}
      <Assumptions />
    </div>
  );
}
