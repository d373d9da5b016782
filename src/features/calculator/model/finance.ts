// The textbook formulas the projection is checked against. Rates are yearly, as decimals (0.06);
// money grows monthly at the rate that compounds to the yearly one, deposits at each month's end.

/** The monthly rate that compounds to `annual` over twelve months. */
export function monthlyRate(annual: number): number {
  // A yearly loss of 100% or more would give NaN below; a year can at worst wipe the money out.
  return Math.pow(1 + Math.max(annual, -0.99), 1 / 12) - 1;
}

/** A lump sum left to grow for `years`. */
export function futureValueOfLumpSum(amount: number, annual: number, years: number): number {
  return amount * Math.pow(1 + annual, years);
}

/** `payment` deposited at the end of every month for `months` months. */
export function futureValueOfMonthlySeries(payment: number, annual: number, months: number): number {
  const r = monthlyRate(annual);
  if (Math.abs(r) < 1e-12) return payment * months;
  return (payment * (Math.pow(1 + r, months) - 1)) / r;
}

/** The level monthly deposit that grows to `target` in `months` months. */
export function monthlyPaymentToReach(target: number, annual: number, months: number): number {
  if (target <= 0) return 0;
  if (months <= 0) return Infinity;
  return target / futureValueOfMonthlySeries(1, annual, months);
}

/** Future dollars `years` from now, in today's dollars. */
export function toTodaysDollars(amount: number, inflation: number, years: number): number {
  return amount / Math.pow(1 + inflation, years);
}

/** The return above inflation: (1 + nominal) / (1 + inflation) - 1, not the rough difference. */
export function realReturn(nominal: number, inflation: number): number {
  return (1 + nominal) / (1 + inflation) - 1;
}
