// Everything the page shows for one set of valid inputs (except the simulation, which runs in a
// worker): the expected path, what the plan needs, the gap and the saving that would close it.
import { monthlyPaymentToReach, toTodaysDollars } from './finance';
import type { CalculatorInputs } from './inputs-schema';
import { nestEggNeeded, project, type ProjectionRow } from './projection';
import { buildSchedule } from './schedule';

export interface PlanResult {
  yearsToRetirement: number;
  alreadyRetired: boolean;
  balanceAtRetirement: number;
  balanceAtRetirementToday: number;
  nestEggNeeded: number;
  nestEggNeededToday: number;
  /** How far savings fall short of the nest egg at retirement; 0 when on track. */
  gap: number;
  gapToday: number;
  /** Extra saving each month from now to retirement that closes the gap; null when retired. */
  monthlyToCloseGap: number | null;
  runOutAge: number | null;
  /** First retired year's need from savings, and its income sources, in today's dollars. */
  firstYear: { goal: number; socialSecurity: number; pension: number; fromSavings: number } | null;
  rows: ProjectionRow[];
}

export function calculatePlan(inputs: CalculatorInputs): PlanResult {
  const schedule = buildSchedule(inputs);
  const inflation = inputs.inflation / 100;
  const rates = { before: inputs.returnBefore / 100, during: inputs.returnDuring / 100, inflation };
  const projection = project(schedule, inputs.currentSavings, rates);
  const years = schedule.retirementIndex;
  const needed = nestEggNeeded(schedule, rates.during);
  const gap = Math.max(0, needed - projection.balanceAtRetirement);
  const alreadyRetired = years === 0;
  const first = schedule.years[years];
  const today = (amount: number) => toTodaysDollars(amount, inflation, years);
  return {
    yearsToRetirement: years,
    alreadyRetired,
    balanceAtRetirement: projection.balanceAtRetirement,
    balanceAtRetirementToday: today(projection.balanceAtRetirement),
    nestEggNeeded: needed,
    nestEggNeededToday: today(needed),
    gap,
    gapToday: today(gap),
    monthlyToCloseGap: alreadyRetired ? null : monthlyPaymentToReach(gap, rates.before, years * 12),
    runOutAge: projection.runOutAge,
    firstYear: first
      ? {
          goal: today(first.goalYearly),
          socialSecurity: today(first.socialSecurityYearly),
          pension: today(first.pensionYearly),
          fromSavings: today(first.withdrawalYearly),
        }
      : null,
    rows: projection.rows,
  };
}
