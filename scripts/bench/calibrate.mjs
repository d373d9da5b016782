// One phone speed on every machine: the CPU slowdown that makes this machine as fast as the phone the
// targets are for. Lighthouse's own `benchmarkIndex` (its page function, run the same way in a blank
// page) is read several times and the median taken, because one reading on a shared machine moves by
// half; the slowdown is that median over PHONE_INDEX (4x on a machine of 1,480, 7.6x on 2,800).
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import puppeteer from 'puppeteer-core';
import { median, PHONE_INDEX, slowdownFor } from './targets.mjs';

/**
 * `readings` (at least five) of the benchmarkIndex in a blank tab of the running browser, the
 * median, and the CPU slowdown it gives; `fixed` (a number) skips the readings, for A/B runs that
 * must share one throttle.
 */
export async function calibrate(browserURL, { readings = 5, fixed } = {}) {
  if (fixed) return { readings: [], index: Math.round(fixed * PHONE_INDEX), slowdown: fixed, fixed: true };
  const browser = await puppeteer.connect({ browserURL });
  const values = [];
  try {
    const page = await browser.newPage();
    for (let reading = 0; reading < Math.max(5, readings); reading += 1)
      values.push(Math.round(await page.evaluate(`(${pageFunctions.computeBenchmarkIndex})()`)));
    await page.close();
  } finally {
    await browser.disconnect();
  }
  const index = median(values);
  return { readings: values, index, slowdown: slowdownFor(index), fixed: false };
}

/** "benchmarkIndex 1,520 (1,480, 1,502, 1,520, 1,611, 1,633) -> CPU slowdown 4.11x", for every table. */
export function describeCalibration({ readings, index, slowdown, fixed }) {
  const n = (value) => Math.round(value).toLocaleString('en');
  if (fixed) return `CPU slowdown ${slowdown}x, fixed by --cpu-slowdown (not calibrated)`;
  return (
    `benchmarkIndex ${n(index)} (median of ${readings.map(n).join(', ')}) -> ` +
    `CPU slowdown ${slowdown}x (index / ${PHONE_INDEX})`
  );
}
