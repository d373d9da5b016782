// Valid inputs for tests: a plain case with no returns, raises or inflation, so hand sums check out.
import type { CalculatorInputs } from './inputs-schema';

export function flatInputs(overrides: Partial<CalculatorInputs> = {}): CalculatorInputs {
  return {
    currentAge: 60,
    retirementAge: 65,
    lifeExpectancy: 70,
    currentSavings: 100_000,
    annualIncome: 60_000,
    incomeGrowth: 0,
    contribution: 500,
    contributionType: 'amount',
    employerMatch: 0,
    employerMatchCap: 0,
    returnBefore: 0,
    returnDuring: 0,
    inflation: 0,
    incomeGoal: 3000,
    incomeGoalType: 'amount',
    socialSecurity: 1000,
    socialSecurityAge: 65,
    pension: 0,
    pensionInflationAdjusted: 'no',
    ...overrides,
  };
}
