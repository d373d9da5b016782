import { describe, expect, it } from 'vitest';
import {
  futureValueOfLumpSum,
  futureValueOfMonthlySeries,
  monthlyPaymentToReach,
  monthlyRate,
  realReturn,
  toTodaysDollars,
} from './finance';

// A yearly rate whose monthly rate is exactly 0.5%: 1.005 ** 12 - 1 = 6.16778%.
const HALF_PERCENT_MONTHLY = 1.005 ** 12 - 1;

describe('finance formulas', () => {
  it('grows a lump sum by compounding once a year', () => {
    // 10,000 x 1.06^10 = 10,000 x 1.7908477 = 17,908.48
    expect(futureValueOfLumpSum(10_000, 0.06, 10)).toBeCloseTo(17_908.48, 2);
  });

  it('uses the monthly rate that compounds to the yearly one', () => {
    // (1 + 0.0616778)^(1/12) - 1 = 0.005
    expect(monthlyRate(HALF_PERCENT_MONTHLY)).toBeCloseTo(0.005, 10);
  });

  it('grows a series of monthly deposits made at the end of each month', () => {
    // 100 x ((1.005^12 - 1) / 0.005) = 100 x (0.0616778 / 0.005) = 100 x 12.335562 = 1,233.56
    expect(futureValueOfMonthlySeries(100, HALF_PERCENT_MONTHLY, 12)).toBeCloseTo(1_233.56, 2);
  });

  it('adds up monthly deposits plainly when the return is zero', () => {
    // 100 a month for 10 years = 100 x 120 = 12,000
    expect(futureValueOfMonthlySeries(100, 0, 120)).toBe(12_000);
  });

  it('finds the monthly saving that reaches a target, with and without a return', () => {
    // The inverse of the series above: 1,233.56 in 12 months at 0.5% a month needs 100 a month.
    expect(monthlyPaymentToReach(1_233.5562, HALF_PERCENT_MONTHLY, 12)).toBeCloseTo(100, 3);
    // 12,000 over 120 months at no return: 12,000 / 120 = 100
    expect(monthlyPaymentToReach(12_000, 0, 120)).toBe(100);
    expect(monthlyPaymentToReach(0, 0.05, 120)).toBe(0);
  });

  it("turns future dollars into today's dollars by dividing out inflation", () => {
    // 100,000 / 1.03^10 = 100,000 / 1.3439164 = 74,409.39
    expect(toTodaysDollars(100_000, 0.03, 10)).toBeCloseTo(74_409.39, 2);
  });

  it('gives the real return as a ratio, not as the difference of the rates', () => {
    // 1.06 / 1.025 - 1 = 0.0341463 (the rough 6% - 2.5% = 3.5% overstates it)
    expect(realReturn(0.06, 0.025)).toBeCloseTo(0.0341463, 7);
  });

  it('never returns NaN for a yearly loss of 100% or more', () => {
    expect(Number.isFinite(monthlyRate(-1.5))).toBe(true);
  });
});
