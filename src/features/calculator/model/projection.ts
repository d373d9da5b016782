// Steps the savings balance month by month through the schedule. Deposits land at each month's
// end; in retirement the month's withdrawal is taken at its start, then the rest earns the return.
import { monthlyRate } from './finance';
import type { PlanYear, Schedule } from './schedule';

/** Money left below a cent is treated as none, so rounding never counts as "the money lasted". */
const SHORTFALL_TOLERANCE = 0.01;

export interface YearStep {
  endBalance: number;
  deposits: number;
  withdrawn: number;
  /** True when the balance could not pay the whole withdrawal at some point this year. */
  short: boolean;
}

export function stepYear(startBalance: number, year: PlanYear, annualReturn: number): YearStep {
  const r = monthlyRate(annualReturn);
  let balance = startBalance;
  let deposits = 0;
  let withdrawn = 0;
  let short = false;
  const monthlyDeposit = year.ownMonthly + year.employerMonthly;
  const monthlyWithdrawal = year.withdrawalYearly / 12;
  for (let month = 0; month < 12; month += 1) {
    if (year.retired) {
      const taken = Math.min(balance, monthlyWithdrawal);
      if (monthlyWithdrawal - taken > SHORTFALL_TOLERANCE) short = true;
      balance -= taken;
      withdrawn += taken;
      balance *= 1 + r;
    } else {
      balance = balance * (1 + r) + monthlyDeposit;
      deposits += monthlyDeposit;
    }
  }
  return { endBalance: Math.max(0, balance), deposits, withdrawn, short };
}

export interface ProjectionRow {
  age: number;
  startBalance: number;
  deposits: number;
  withdrawn: number;
  growth: number;
  endBalance: number;
  /** The end balance in today's dollars. */
  endBalanceToday: number;
  retired: boolean;
}

export interface Projection {
  rows: ProjectionRow[];
  balanceAtRetirement: number;
  /** The first age at which savings could not pay the year's withdrawal; null if they last. */
  runOutAge: number | null;
}

/** The expected path: the same return every year (before or during retirement). */
export function project(
  schedule: Schedule,
  startBalance: number,
  rates: { before: number; during: number; inflation: number },
): Projection {
  const rows: ProjectionRow[] = [];
  let balance = startBalance;
  let balanceAtRetirement = startBalance;
  let runOutAge: number | null = null;
  schedule.years.forEach((year, index) => {
    if (index === schedule.retirementIndex) balanceAtRetirement = balance;
    const step = stepYear(balance, year, year.retired ? rates.during : rates.before);
    if (step.short && runOutAge === null) runOutAge = year.age;
    rows.push({
      age: year.age,
      startBalance: balance,
      deposits: step.deposits,
      withdrawn: step.withdrawn,
      growth: step.endBalance - balance - step.deposits + step.withdrawn,
      endBalance: step.endBalance,
      endBalanceToday: step.endBalance / Math.pow(1 + rates.inflation, year.yearsFromNow + 1),
      retired: year.retired,
    });
    balance = step.endBalance;
  });
  // Retiring at the last planned age: the balance then is the final one.
  if (schedule.retirementIndex >= schedule.years.length) balanceAtRetirement = balance;
  return { rows, balanceAtRetirement, runOutAge };
}

/**
 * The nest egg at retirement that pays every retired year's withdrawal through the last planned
 * age: each monthly withdrawal discounted back at the return during retirement.
 */
export function nestEggNeeded(schedule: Schedule, duringReturn: number): number {
  const r = monthlyRate(duringReturn);
  let needed = 0;
  let monthsFromRetirement = 0;
  for (const year of schedule.years) {
    if (!year.retired) continue;
    for (let month = 0; month < 12; month += 1) {
      needed += year.withdrawalYearly / 12 / Math.pow(1 + r, monthsFromRetirement);
      monthsFromRetirement += 1;
    }
  }
  return needed;
}
