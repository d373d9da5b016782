import type { PlanResult } from '../model/plan-result';
import type { SimulationState } from '../state/use-monte-carlo';
import { formatMoney, formatPercent } from './format';
import { formatNumber } from '../../../shared/format-number';

interface ResultSummaryProps {
  plan: PlanResult;
  retirementAge: number;
  lifeExpectancy: number;
  simulation: SimulationState;
}

function SimulationText({ simulation }: { simulation: SimulationState }) {
  if (simulation.status === 'calculating') return <>Calculating…</>;
  const { probability, successes, runs } = simulation.result;
  return (
    <>
      <strong className="calculator__figure">{formatPercent(probability)}</strong> (the money lasted in{' '}
      {formatNumber(successes)} of {formatNumber(runs)} simulated markets)
    </>
  );
}

function closingText(plan: PlanResult): string {
  if (plan.gap <= 0) return 'None needed: your savings cover the plan.';
  if (plan.monthlyToCloseGap === null) {
    return "You have reached retirement age, so saving more can't close it. Spending less, working longer or other income can. An agent can talk you through the options.";
  }
  return `${formatMoney(plan.monthlyToCloseGap)} a month more, from now until you retire`;
}

/**
 * The answer in a sentence, in today's dollars: the monthly income the plan would pay and how far
 * it falls short, then the age the savings run out at if the whole goal is taken. The nest egg is what the wanted withdrawals are worth at retirement, so savings
 * short of it pay the same share of them.
 */
export function headline(plan: PlanResult, lifeExpectancy: number): string | null {
  const first = plan.firstYear;
  if (!first) return null;
  const share = plan.nestEggNeeded > 0 ? Math.min(1, plan.balanceAtRetirement / plan.nestEggNeeded) : 1;
  const monthly = (first.socialSecurity + first.pension + first.fromSavings * share) / 12;
  const short = first.goal / 12 - monthly;
  const pace = plan.alreadyRetired ? 'With what you have now' : 'At this pace';
  if (plan.gap <= 0 || short < 1) {
    return `${pace} you would have the ${formatMoney(first.goal / 12)} a month you want, through age ${lifeExpectancy}.`;
  }
  const shortfall = `${pace} you would have about ${formatMoney(monthly)} a month in retirement, ${formatMoney(short)} short of your goal of ${formatMoney(first.goal / 12)} (in today's dollars).`;
  // The risk in the same breath: "short by $312" alone reads as nearly fine.
  if (plan.runOutAge === null) return shortfall;
  return `${shortfall} If you take the whole ${formatMoney(first.goal / 12)} a month, your savings run out at age ${plan.runOutAge}.`;
}

/** The answers, in the order people ask them: how much will I have, is it enough, what to do. */
export function ResultSummary({ plan, retirementAge, lifeExpectancy, simulation }: ResultSummaryProps) {
  const at = plan.alreadyRetired ? 'today' : `at ${retirementAge}`;
  const sentence = headline(plan, lifeExpectancy);
  return (
    <>
      {sentence && <p className="calculator__headline">{sentence}</p>}
      <dl className="calculator__summary">
        <div>
          <dt>
            {plan.alreadyRetired ? 'Your savings today' : `Your savings when you retire at ${retirementAge}`}
          </dt>
          <dd>
            <strong className="calculator__figure">{formatMoney(plan.balanceAtRetirement)}</strong>
            {!plan.alreadyRetired && (
              <> in future dollars, or {formatMoney(plan.balanceAtRetirementToday)} in today's dollars</>
            )}
          </dd>
        </div>
        <div>
          <dt>What your plan needs {at}</dt>
          <dd>
            <strong className="calculator__figure">{formatMoney(plan.nestEggNeeded)}</strong>
            {!plan.alreadyRetired && <> ({formatMoney(plan.nestEggNeededToday)} in today's dollars)</>} to pay
            the income you want, beyond Social Security and pension, through age {lifeExpectancy}
          </dd>
        </div>
        <div>
          <dt>The gap</dt>
          <dd>
            <strong className="calculator__figure">{formatMoney(plan.gap)}</strong>
            {plan.gap > 0 && !plan.alreadyRetired && <> ({formatMoney(plan.gapToday)} in today's dollars)</>}
          </dd>
        </div>
        <div>
          <dt>Extra saving that would close the gap</dt>
          <dd>{closingText(plan)}</dd>
        </div>
        <div>
          <dt>How long the money lasts, at the expected returns</dt>
          <dd>
            {plan.runOutAge === null ? (
              <>Through age {lifeExpectancy}</>
            ) : (
              <strong className="calculator__warning">Runs out at age {plan.runOutAge}</strong>
            )}
          </dd>
        </div>
        <div>
          <dt>Chance the money lasts through age {lifeExpectancy}</dt>
          <dd aria-live="polite" data-testid="monte-carlo">
            <SimulationText simulation={simulation} />
          </dd>
        </div>
      </dl>
    </>
  );
}
