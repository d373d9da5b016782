// How fast the machine is while the suite runs, printed beside each total, so that a slow run can be
// told from a slow suite: one fixed piece of JavaScript work (sorting numbers) timed on the main
// thread, the load average and the cores. Machines of our kind differ up to twice in speed, and a
// busy one looks slower still.
import { availableParallelism, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';

/**
 * What the probe took on a quiet machine of ours (2026-12-03: 312-314 ms, while Lighthouse's
 * benchmarkIndex read 1,560-2,350 on it). A run on a machine twice as slow prints about 2x.
 */
export const QUIET_PROBE_MS = 310;

/** Milliseconds for the fixed work: more on a slower or busier machine. */
export function speedProbe() {
  const started = performance.now();
  const numbers = new Float64Array(250_000);
  let kept = 0;
  for (let round = 0; round < 6; round += 1) {
    for (let i = 0; i < numbers.length; i += 1) numbers[i] = Math.sin(i * 7919 + round);
    numbers.sort();
    kept += numbers[round];
  }
  // Read, so the work cannot be left out.
  if (Number.isNaN(kept)) throw new Error('the speed probe computed nothing');
  return performance.now() - started;
}

/** One line: the probe's time against a quiet machine's, the load average and the cores. */
export function describeMachine(when, probeMs = speedProbe()) {
  const load = loadavg()
    .map((n) => n.toFixed(1))
    .join(', ');
  const ratio = (probeMs / QUIET_PROBE_MS).toFixed(1);
  return `Machine ${when}: speed probe ${probeMs.toFixed(0)} ms (${ratio}x a quiet machine's ${QUIET_PROBE_MS} ms), load average ${load}, ${availableParallelism()} cores`;
}
