import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatNumber } from './format-number';

const intl = new Intl.NumberFormat('en-US');

describe('formatNumber', () => {
  it('writes what toLocaleString("en-US") writes, for the numbers the site shows and any other', () => {
    for (const value of [
      0,
      -0,
      1,
      999,
      1000,
      150000,
      1234567.891,
      2.5,
      0.0005,
      1.0005,
      -0.0001,
      -1500.25,
      1e20,
      1e21,
      1e300,
      Infinity,
      -Infinity,
      NaN,
    ]) {
      expect(formatNumber(value), String(value)).toBe(intl.format(value));
    }
    fc.assert(
      fc.property(fc.double({ noNaN: false }), (value) => formatNumber(value) === intl.format(value)),
      { numRuns: 5000 },
    );
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), fc.integer({ min: 0, max: 9999 }), (whole, part) => {
        const value = whole + part / 10000;
        return formatNumber(value) === intl.format(value);
      }),
      { numRuns: 5000 },
    );
  });
});
