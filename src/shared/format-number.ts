// The one number formatter: en-US digits with thousands separators ("1,000", "2.5"), the same on the
// server and in the browser, and the same text as `toLocaleString('en-US')` (at most three decimals;
// format-number.test.ts compares the two over many values).
//
// Written out rather than done with Intl.NumberFormat: the first Intl formatter a page builds loads
// the locale's data, a long task on a throttled phone inside the calculator's first render
// (decision 076). Numbers beyond 1e21 (where
// toFixed writes an exponent) still go to Intl, made on first use.
let intl: Intl.NumberFormat | undefined;

/** 150000 -> "150,000"; 2.5 -> "2.5"; -0.0001 -> "-0". */
export function formatNumber(value: number): string {
  const size = Math.abs(value);
  if (!Number.isFinite(value) || size >= 1e21) {
    intl ??= new Intl.NumberFormat('en-US');
    return intl.format(value);
  }
  // Rounded as Intl rounds: the shortest decimal that reads back as this double ("1.0005", though
  // the double is a hair below it), halves away from zero. Below 1e-6 String() writes an exponent,
  // and such a number rounds to 0 at three decimals anyway.
  const shortest = size < 1e-6 ? '0' : String(size);
  const [integer = '0', decimals = ''] = shortest.split('.');
  const scaled =
    BigInt(integer + decimals.slice(0, 3).padEnd(3, '0')) + ((decimals[3] ?? '0') >= '5' ? 1n : 0n);
  const digits = scaled.toString().padStart(4, '0');
  const whole = digits.slice(0, -3);
  const fraction = digits.slice(-3).replace(/0+$/, '');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return `${sign}${grouped}${fraction ? `.${fraction}` : ''}`;
}
