import { describe, expect, it } from 'vitest';
import { calculatePlan } from './plan-result';
import { buildSchedule } from './schedule';
import { flatInputs } from './test-inputs';

// flatInputs: age 60, retire 65, plan to 70, 100,000 saved, 500 a month, no returns or inflation,
// wants 3,000 a month, Social Security 1,000 a month from 65.

describe('calculatePlan', () => {
  it('adds deposits to savings when nothing grows', () => {
    // 100,000 + 500 x 12 x 5 = 130,000 at 65
    const plan = calculatePlan(flatInputs());
    expect(plan.balanceAtRetirement).toBeCloseTo(130_000, 6);
    expect(plan.yearsToRetirement).toBe(5);
  });

  it('needs the income gap for every retired year, and finds no gap when savings cover it', () => {
    // (3,000 - 1,000) x 12 = 24,000 a year x 5 years (65..69) = 120,000 needed; 130,000 saved.
    const plan = calculatePlan(flatInputs());
    expect(plan.nestEggNeeded).toBeCloseTo(120_000, 6);
    expect(plan.gap).toBe(0);
    expect(plan.monthlyToCloseGap).toBe(0);
    expect(plan.runOutAge).toBeNull();
    // 130,000 - 120,000 = 10,000 left at 70
    expect(plan.rows.at(-1)?.endBalance).toBeCloseTo(10_000, 6);
  });

  it('reports the gap, the monthly saving that closes it and the age the money runs out', () => {
    // Without Social Security: 3,000 x 12 x 5 = 180,000 needed; gap 180,000 - 130,000 = 50,000.
    // Closing it in 60 months at no return: 50,000 / 60 = 833.33 a month.
    // Balance 130,000 -> 94,000 (65) -> 58,000 (66) -> 22,000 (67) -> short during 68.
    const plan = calculatePlan(flatInputs({ socialSecurity: 0 }));
    expect(plan.nestEggNeeded).toBeCloseTo(180_000, 6);
    expect(plan.gap).toBeCloseTo(50_000, 6);
    expect(plan.monthlyToCloseGap).toBeCloseTo(833.33, 2);
    expect(plan.runOutAge).toBe(68);
  });

  it('lasts exactly when the saving that closes the gap is added', () => {
    const base = { incomeGoal: 4000, socialSecurity: 0, returnBefore: 6, returnDuring: 4 };
    const short = calculatePlan(flatInputs(base));
    expect(short.gap).toBeGreaterThan(0);
    const closed = calculatePlan(flatInputs({ ...base, contribution: 500 + (short.monthlyToCloseGap ?? 0) }));
    expect(closed.balanceAtRetirement).toBeCloseTo(closed.nestEggNeeded, 4);
    expect(closed.runOutAge).toBeNull();
  });

  it('discounts each monthly withdrawal at the return during retirement', () => {
    // One retired year of 1,000 a month, taken at each month's start, at 0.5% a month:
    // 1,000 x (1 - 1.005^-12) / 0.005 x 1.005 = 1,000 x 11.618932 x 1.005 = 11,677.03
    const plan = calculatePlan(
      flatInputs({
        retirementAge: 69,
        lifeExpectancy: 70,
        incomeGoal: 1000,
        socialSecurity: 0,
        returnDuring: (1.005 ** 12 - 1) * 100,
      }),
    );
    expect(plan.nestEggNeeded).toBeCloseTo(11_677.03, 2);
  });

  it("shows the balance at retirement in future and in today's dollars", () => {
    // 100,000 x 1.06^10 = 179,084.77; in today's dollars / 1.03^10 = 133,255.89
    const plan = calculatePlan(
      flatInputs({
        currentAge: 55,
        retirementAge: 65,
        lifeExpectancy: 90,
        contribution: 0,
        returnBefore: 6,
        inflation: 3,
      }),
    );
    expect(plan.balanceAtRetirement).toBeCloseTo(179_084.77, 2);
    expect(plan.balanceAtRetirementToday).toBeCloseTo(133_255.89, 2);
  });

  it('adds the employer match on the part of pay it covers', () => {
    // 10% of 60,000 = 500 a month; 50% match up to 6% of pay: 50% x min(500, 300) = 150 a month.
    // One working year at no return from nothing: (500 + 150) x 12 = 7,800.
    const plan = calculatePlan(
      flatInputs({
        currentAge: 64,
        currentSavings: 0,
        contribution: 10,
        contributionType: 'percent',
        employerMatch: 50,
        employerMatchCap: 6,
      }),
    );
    expect(plan.balanceAtRetirement).toBeCloseTo(7_800, 6);
  });

  it('draws down from today for someone already retired, without NaN', () => {
    const plan = calculatePlan(flatInputs({ currentAge: 67, retirementAge: 67, lifeExpectancy: 90 }));
    expect(plan.alreadyRetired).toBe(true);
    expect(plan.balanceAtRetirement).toBe(100_000);
    expect(plan.monthlyToCloseGap).toBeNull();
    expect(plan.rows).toHaveLength(23);
    expect(plan.rows.every((row) => Number.isFinite(row.endBalance))).toBe(true);
    // 24,000 a year from 100,000: 76,000 (67), 52,000 (68), 28,000 (69), 4,000 (70), short at 71.
    expect(plan.runOutAge).toBe(71);
  });

  it('treats a retirement age already passed as retired now, still without NaN', () => {
    const plan = calculatePlan(flatInputs({ currentAge: 70, retirementAge: 65, lifeExpectancy: 80 }));
    expect(plan.alreadyRetired).toBe(true);
    expect(Number.isFinite(plan.nestEggNeeded)).toBe(true);
    expect(Number.isFinite(plan.gap)).toBe(true);
  });

  it('keeps savings flat when nothing is deposited and nothing is earned', () => {
    const plan = calculatePlan(flatInputs({ contribution: 0 }));
    expect(plan.balanceAtRetirement).toBe(100_000);
  });

  it('raises an inflation-adjusted pension each year and keeps a fixed one flat', () => {
    // 1,000 a month from 65 at 3% inflation: the second retired year (66) pays 12,000 x 1.03 = 12,360.
    const adjusted = buildSchedule(
      flatInputs({ inflation: 3, pension: 1000, pensionInflationAdjusted: 'yes' }),
    );
    const fixed = buildSchedule(flatInputs({ inflation: 3, pension: 1000, pensionInflationAdjusted: 'no' }));
    expect(adjusted.years[6]!.pensionYearly).toBeCloseTo(12_360, 6);
    expect(fixed.years[6]!.pensionYearly).toBe(12_000);
  });

  it("sets the goal as a share of the last year's pay", () => {
    // 60,000 with 2% raises: pay at 64 is 60,000 x 1.02^4 = 64,945.93; 80% of it = 51,956.74,
    // shown in today's dollars with no inflation.
    const plan = calculatePlan(flatInputs({ incomeGrowth: 2, incomeGoal: 80, incomeGoalType: 'percent' }));
    expect(plan.firstYear?.goal).toBeCloseTo(51_956.74, 2);
  });
});
