// What goes in and comes out of savings each year, in future dollars, before any market return.
// The projection and the Monte Carlo simulation both step through this same schedule.
import type { CalculatorInputs } from './inputs-schema';

export interface PlanYear {
  age: number;
  /** Years from now (0 = this year); today's dollars divide by (1 + inflation) ** yearsFromNow. */
  yearsFromNow: number;
  retired: boolean;
  /** Your own deposit each month, in future dollars. */
  ownMonthly: number;
  /** The employer's matching deposit each month. */
  employerMonthly: number;
  /** The yearly income you want, and what Social Security and the pension pay toward it. */
  goalYearly: number;
  socialSecurityYearly: number;
  pensionYearly: number;
  /** What savings must pay this year: the goal less Social Security and pension, never below 0. */
  withdrawalYearly: number;
}

export interface Schedule {
  years: PlanYear[];
  /** Index of the first retired year (0 when already retired). */
  retirementIndex: number;
  finalIncome: number;
}

const pct = (value: number) => value / 100;

export function buildSchedule(inputs: CalculatorInputs): Schedule {
  const inflation = pct(inputs.inflation);
  const growth = pct(inputs.incomeGrowth);
  // Someone already at (or past) retirement age draws down from today: no working years.
  const retirementIndex = Math.max(0, inputs.retirementAge - inputs.currentAge);
  const totalYears = Math.max(0, inputs.lifeExpectancy - inputs.currentAge);
  // Pay in the last working year; someone already retired enters their last pay as income.
  const finalIncome = inputs.annualIncome * Math.pow(1 + growth, Math.max(0, retirementIndex - 1));
  const goalAtRetirement =
    inputs.incomeGoalType === 'percent'
      ? pct(inputs.incomeGoal) * finalIncome
      : inputs.incomeGoal * 12 * Math.pow(1 + inflation, retirementIndex);

  const years: PlanYear[] = [];
  for (let y = 0; y < totalYears; y += 1) {
    const age = inputs.currentAge + y;
    const retired = y >= retirementIndex;
    const salary = inputs.annualIncome * Math.pow(1 + growth, y);
    const ownMonthly = retired ? 0 : ownDeposit(inputs, salary);
    const employerMonthly = retired ? 0 : employerDeposit(inputs, salary, ownMonthly);
    const sinceRetirement = y - retirementIndex;
    const goalYearly = retired ? goalAtRetirement * Math.pow(1 + inflation, sinceRetirement) : 0;
    const socialSecurityYearly =
      retired && age >= inputs.socialSecurityAge
        ? inputs.socialSecurity * 12 * Math.pow(1 + inflation, y)
        : 0;
    const pensionGrowth =
      inputs.pensionInflationAdjusted === 'yes' ? Math.pow(1 + inflation, sinceRetirement) : 1;
    const pensionYearly = retired ? inputs.pension * 12 * pensionGrowth : 0;
    const withdrawalYearly = retired ? Math.max(0, goalYearly - socialSecurityYearly - pensionYearly) : 0;
    years.push({
      age,
      yearsFromNow: y,
      retired,
      ownMonthly,
      employerMonthly,
      goalYearly,
      socialSecurityYearly,
      pensionYearly,
      withdrawalYearly,
    });
  }
  return { years, retirementIndex: Math.min(retirementIndex, totalYears), finalIncome };
}

function ownDeposit(inputs: CalculatorInputs, salary: number): number {
  // A percentage rises with pay; a dollar amount stays the same each month.
  return inputs.contributionType === 'percent'
    ? (pct(inputs.contribution) * salary) / 12
    : inputs.contribution;
}

function employerDeposit(inputs: CalculatorInputs, salary: number, ownMonthly: number): number {
  // "50% up to 6% of salary": half of what you put in, counting no more than 6% of pay.
  const matchedPart = Math.min(ownMonthly, (pct(inputs.employerMatchCap) * salary) / 12);
  return matchedPart * pct(inputs.employerMatch);
}
