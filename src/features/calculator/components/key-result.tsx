import type { PlanResult } from '../model/plan-result';
import type { SimulationState } from '../state/use-monte-carlo';
import { formatPercent, formatShortMoney } from './format';

interface KeyResultProps {
  plan: PlanResult | null;
  retirementAge: number | null;
  simulation: SimulationState;
}

/**
 * On a phone the full results sit below a long form, so this strip gives the three answers people
 * watch while they type (what they will have, what the plan needs, the chance it lasts) at the top
 * and stays in view as they scroll. Not a live region: the full results below announce changes.
 * Hidden on a wide screen, where the full results stay in view beside the form.
 */
export function KeyResult({ plan, retirementAge, simulation }: KeyResultProps) {
  return (
    <div className="calculator__key">
      {plan && retirementAge !== null ? (
        <dl className="calculator__key-list">
          <div>
            <dt>{plan.alreadyRetired ? 'Savings now' : `Savings at ${retirementAge}`}</dt>
            <dd>{formatShortMoney(plan.balanceAtRetirement)}</dd>
          </div>
          <div>
            <dt>Plan needs</dt>
            <dd>{formatShortMoney(plan.nestEggNeeded)}</dd>
          </div>
          <div>
            <dt>Chance it lasts</dt>
            <dd>{simulation.status === 'done' ? formatPercent(simulation.result.probability) : '…'}</dd>
          </div>
        </dl>
      ) : (
        <p className="calculator__key-wait">Some answers need a change before we can show results.</p>
      )}
      <a className="calculator__key-link" href="#calculator-results">
        All results
      </a>
    </div>
  );
}
