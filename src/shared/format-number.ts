// The one number formatter: en-US digits with thousands separators ("1,000", "2.5"), the same on the
// server and in the browser. One Intl.NumberFormat is made once and reused: `toLocaleString('en-US')`
// builds a new formatter on every call (about 20 µs each in V8), which the calculator's year table
// paid a few hundred times per render.
const enUs = new Intl.NumberFormat('en-US');

/** 150000 -> "150,000"; 2.5 -> "2.5" (at most three decimals, as toLocaleString). */
export function formatNumber(value: number): string {
  return enUs.format(value);
}
