// `node scripts/bench/main-thread.mjs --urls=http://a,http://b --paths=/,/contact`: what the page's
// main thread does as it loads, two builds' servers interleaved load by load (an A/B on a shared
// machine, where Lighthouse's score moves more than a change). As Lighthouse's simulated throttling
// does, the page loads at full speed and each main-thread task is scaled by the CPU slowdown; the
// task's own thread CPU time (the trace's `tdur`) is scaled, not its wall time, so other processes
// on the machine do not lengthen it. Per load, at the slowdown: the main thread's busy time, its
// script (evaluation, compilation, callbacks, garbage collection), style and layout, the tasks over
// 50 ms after the first paint and their blocking time (each one's time beyond 50 ms, as total
// blocking time counts it). Medians per server and path.
// Flags: --runs N (5), --cpu-slowdown N (else calibrated, calibrate.mjs), --settle ms (3000: quiet
// time after the page marked itself hydrated), --cookie "a=1" (a members' screen), --detail.
import { Buffer } from 'node:buffer';
import puppeteer from 'puppeteer-core';
import { setTimeout as sleep } from 'node:timers/promises';
import { calibrate, describeCalibration } from './calibrate.mjs';
import { launchChrome } from './lighthouse.mjs';
import { openPhonePage } from './phone-page.mjs';
import { median } from './targets.mjs';

const arg = (name) => process.argv.find((value) => value.startsWith(`${name}=`))?.slice(name.length + 1);
const urls = (arg('--urls') ?? '').split(',').filter(Boolean);
const paths = (arg('--paths') ?? '/').split(',');
const runs = Number(arg('--runs') ?? 5);
const settle = Number(arg('--settle') ?? 3000);
const cookie = arg('--cookie');

const SCRIPT = new Set([
  'EvaluateScript',
  'v8.evaluateModule',
  'v8.compile',
  'v8.compileModule',
  'FunctionCall',
  'TimerFire',
  'FireAnimationFrame',
  'FireIdleCallback',
  'EventDispatch',
  'RunMicrotasks',
  'V8.GCScavenger',
  'MajorGC',
  'MinorGC',
]);
const STYLE = new Set(['UpdateLayoutTree', 'RecalculateStyles', 'Layout', 'PrePaint', 'Paint', 'Layerize']);

/** Busy, script, style and layout, long tasks and blocking after the first paint, from one trace. */
export function readTrace(events, slowdown = 1) {
  // The page's renderer: the one that painted (other tabs' renderers parse HTML too).
  const paint = events.find((event) => event.name === 'firstContentfulPaint');
  if (!paint) throw new Error('no first contentful paint in the trace');
  const main = { pid: paint.pid, tid: paint.tid };
  const mine = events.filter((event) => event.pid === main.pid && event.tid === main.tid && event.ph === 'X');
  const fcp = paint.ts;
  // An event's time at the slowdown, in ms: its thread's CPU time where the trace has it.
  const time = (event) => ((event.tdur ?? event.dur ?? 0) / 1000) * slowdown;
  const tasks = mine.filter((event) => event.name === 'RunTask' && event.dur);
  const outermost = (names) => {
    let total = 0;
    let until = 0;
    for (const event of mine.filter((each) => names.has(each.name)).sort((a, b) => a.ts - b.ts)) {
      if (event.ts >= until) total += time(event);
      until = Math.max(until, event.ts + (event.dur ?? 0));
    }
    return total;
  };
  const longTasks = tasks.filter((task) => task.ts >= fcp && time(task) > 50);
  const long = longTasks.map(time);
  // `--detail`: what each long task ran, its largest parts first (script's URL or function, style).
  const parts = (task) =>
    mine
      .filter(
        (event) =>
          event !== task &&
          event.ts >= task.ts &&
          event.ts + event.dur <= task.ts + task.dur &&
          event.dur > 2000,
      )
      .filter((event) => SCRIPT.has(event.name) || STYLE.has(event.name) || event.name === 'ParseHTML')
      .map((event) => {
        const data = event.args?.data ?? {};
        const where = data.url ? data.url.replace(/^.*\//, '') : data.functionName || data.type || '';
        return `${event.name}${where ? ` ${where}` : ''}${data.lineNumber ? `:${data.lineNumber}` : ''} ${time(event).toFixed(1)}`;
      })
      .slice(0, 8);
  return {
    detail: longTasks.map(
      (task) =>
        `${time(task).toFixed(0)} ms at ${((task.ts - fcp) / 1000).toFixed(0)}: ${parts(task).join('; ')}`,
    ),
    busy: tasks.reduce((sum, task) => sum + time(task), 0),
    script: outermost(SCRIPT),
    style: outermost(STYLE),
    long: long.map(Math.round),
    blocking: long.reduce((sum, ms) => sum + ms - 50, 0),
  };
}

async function oneLoad(browser, url, slowdown) {
  const context = await browser.createBrowserContext();
  try {
    const { page } = await openPhonePage(context);
    if (cookie)
      await page.setCookie(
        ...cookie.split(';').map((part) => {
          const [name, ...value] = part.trim().split('=');
          return { name, value: value.join('='), url };
        }),
      );
    await page.tracing.start({
      // Lighthouse's own trace categories, without its sampling profiler.
      categories: [
        'devtools.timeline',
        'toplevel',
        'v8.execute',
        'loading',
        'blink.user_timing',
        'disabled-by-default-devtools.timeline',
      ],
    });
    await page.goto(url, { waitUntil: 'load', timeout: 90_000 });
    // A page to read is not hydrated until the visitor reaches for the app (decision 261): its
    // loaded HTML is the page, and the settle time shows whether anything runs after it.
    await page.waitForSelector('html[data-hydrated], [data-hydrate="on-demand"]', { timeout: 90_000 });
    await page.waitForFunction(() => document.readyState === 'complete', { timeout: 90_000 });
    await sleep(settle);
    const trace = JSON.parse(Buffer.from(await page.tracing.stop()).toString());
    if (process.env.KEEP_TRACE)
      await import('node:fs').then((fs) => fs.writeFileSync(process.env.KEEP_TRACE, JSON.stringify(trace)));
    return readTrace(trace.traceEvents, slowdown);
  } finally {
    await context.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const chrome = await launchChrome();
  const browserURL = `http://127.0.0.1:${chrome.port}`;
  const browser = await puppeteer.connect({ browserURL, defaultViewport: null });
  try {
    const speed = await calibrate(browserURL, { fixed: Number(arg('--cpu-slowdown')) || undefined });
    console.log(`[main-thread] ${describeCalibration(speed)}`);
    const rows = [];
    for (const path of paths) {
      const by = Object.fromEntries(urls.map((url) => [url, []]));
      for (let run = 1; run <= runs; run += 1)
        for (const url of urls) {
          // A trace now and then misses the paint event: that load is taken again.
          const found = await oneLoad(browser, url + path, speed.slowdown).catch(() =>
            oneLoad(browser, url + path, speed.slowdown),
          );
          by[url].push(found);
          if (process.argv.includes('--detail')) console.log(found.detail.join('\n'));
          console.log(
            `[main-thread] ${path} ${url} run ${run}: busy ${Math.round(found.busy)}, script ${Math.round(found.script)}, ` +
              `style ${Math.round(found.style)}, blocking ${Math.round(found.blocking)} ms; long tasks ${found.long.join(', ') || '-'}`,
          );
        }
      for (const url of urls) {
        const pick = (key) => Math.round(median(by[url].map((found) => found[key])));
        rows.push(
          `| ${path} | ${url} | ${pick('busy')} | ${pick('script')} | ${pick('style')} | ${pick('blocking')} | ` +
            `${by[url].map((found) => Math.max(0, ...found.long)).join(', ')} |`,
        );
      }
    }
    console.log(
      `\nMain thread (thread CPU time x the slowdown) at ${describeCalibration(speed)}, medians of ${runs} loads (ms)\n`,
    );
    console.log('| path | server | busy | script | style+layout | blocking | longest task per load |');
    console.log('| --- | --- | --: | --: | --: | --: | --- |');
    console.log(rows.join('\n'));
  } finally {
    await browser.disconnect();
    chrome.kill();
  }
}
