// The bench's arithmetic, kept apart so it is unit-tested (targets.test.mjs): percentiles, ratios to
// the bare route, and each figure judged against its target (decision 148).

/** The p-th percentile (0-100) of the values, nearest-rank: a value that was really measured. */
export function percentile(values, p) {
  if (!values.length) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}

/** The middle value (the mean of the two middle ones for an even count). */
export function median(values) {
  if (!values.length) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Requests per second of a route as a share of the bare route's, measured beside it. */
export const ratioToBare = (routeRps, bareRps) => (bareRps > 0 ? routeRps / bareRps : Number.NaN);

/**
 * The rate a route's server would reach, as a share of the bare route's, if CPU were its only limit:
 * the bare route's CPU per request over the route's (decision 148). Where the load generator shares
 * the machine, requests per second also measure the client; this does not.
 */
export const cpuShareOfBare = (routeCpuMs, bareCpuMs) =>
  routeCpuMs > 0 && bareCpuMs > 0 ? bareCpuMs / routeCpuMs : Number.NaN;

/**
 * A target: `atLeast` or `atMost` a number, with the words printed beside the figure.
 * Any figure that is not a number (a run that failed) misses its target.
 */
export function judge(value, target) {
  if (!target) return { ok: undefined, text: '' };
  const ok =
    Number.isFinite(value) &&
    (target.atLeast === undefined || value >= target.atLeast) &&
    (target.atMost === undefined || value <= target.atMost);
  return { ok, text: `${ok ? 'met' : 'MISSED'} (${target.label})` };
}

/** Throughput targets, as a share of the bare Hono route in the same run. */
export const throughputTargets = {
  page: { atLeast: 0.5, label: '>= 50 % of bare' },
  session: { atLeast: 0.2, label: '>= 20 % of bare' },
};

/** Login: p95 under 500 ms with 20 logins at once. */
export const loginTarget = { atMost: 500, label: 'p95 < 500 ms at 20 concurrent' };

/** Lighthouse, per page. */
/** Resident memory of the embedded-database server: fresh, and after the mixed load. */
export const memoryTargets = {
  fresh: { atMost: 300e6, label: '<= 300 MB' },
  afterLoad: { atMost: 400e6, label: '<= 400 MB' },
};

/** The benchmarkIndex of the phone the Lighthouse targets are set for (calibrate.mjs). */
export const PHONE_INDEX = 370;

/** The CPU slowdown that runs a machine of `index` at the phone's speed; never below 1. */
export const slowdownFor = (index) => Math.max(1, Math.round((index / PHONE_INDEX) * 100) / 100);

/** At one phone speed (calibrate.mjs: CPU slowdown = benchmarkIndex / 370), every kind of page. */
export const lighthouseTargets = {
  performance: { atLeast: 95, label: '>= 95' },
  tbt: { atMost: 150, label: '<= 150 ms' },
  accessibility: { atLeast: 100, label: '100' },
  bestPractices: { atLeast: 100, label: '100' },
  seo: { atLeast: 100, label: '100' },
  cls: { atMost: 0.01, label: '<= 0.01' },
  lcpRatio: { atMost: 1.15, label: '<= 1.15 x script-free' },
  // A members' screen opened again from the installed app, the worker in control.
  repeatLcp: { atMost: 1000, label: '<= 1 s' },
};

/** Cost as the data grows: at 100,000 questions and passages, and the growth from 1,000. */
export const scaleTargets = {
  searchP95: { atMost: 50, label: 'search p95 < 50 ms' },
  chatFirstByteP95: { atMost: 100, label: 'chat first byte p95 < 100 ms' },
  queueP95: { atMost: 50, label: 'agent queue p95 < 50 ms' },
  growth: { atMost: 3, label: 'p95 at most 3x the smallest size' },
};
