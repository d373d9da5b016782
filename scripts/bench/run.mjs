// `npm run bench` (decision 076): builds if needed, serves the production build and a script-free copy
// of it on loopback, runs Lighthouse 13 (mobile defaults) on every kind of page in the route table
// (scripts/bench/page-kinds.ts; the members' pages with a member's or an agent's session the bench
// makes, scripts/bench/site-pages.mjs; `--pages a,b` for some of them), and prints the median of N
// runs (default 3, `--runs N`) with the LCP ratio to the script-free copy, plus first-load JS/CSS
// and precache bytes, and the members' screens again as a repeat visit from the installed app;
// then the server's throughput beside a bare Hono route and a login storm (decision 148,
// scripts/bench/server-bench.mjs), on PGlite and, with DATABASE_URL, on PostgreSQL. Targets are
// printed beside each figure. Writes .bench/latest.{json,md}.
// Lighthouse's CPU slowdown is calibrated to one phone speed (calibrate.mjs: the machine's
// benchmarkIndex / 370, the median of five readings, read again before each kind of page);
// `--cpu-slowdown N` fixes it instead.
// Flags: --runs N (Lighthouse), --seconds N and --pairs N (throughput: 3 pairs of 5 s), --server-only,
// --lighthouse-only, --scale-only and --scale-sizes=a,b (cost as the data grows, scripts/bench/scale.mjs).
// Slow, and timings depend on the machine: run it when the machine is quiet; never in `npm test`.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { freePort } from '../free-port.mjs';
import { firstLoad, precacheSize } from '../budget/measure.mjs';
import { launchChrome, median, runLighthouse } from './lighthouse.mjs';
import { calibrate, describeCalibration } from './calibrate.mjs';
import { startMailSink } from '../e2e-mail-sink.mjs';
import { startProductServer, startScriptFreeServer } from './servers.mjs';
import { toMarkdown } from './report.mjs';
import { BENCH_AGENT, firstHtmlOf, sitePages } from './site-pages.mjs';
import { benchServer } from './server-bench.mjs';
import { benchScale } from './scale.mjs';

const option = (name, fallback) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? Number(process.argv[at + 1]) : fallback;
};
const runs = option('--runs', 3);
const seconds = option('--seconds', 5);
const pairs = option('--pairs', 3);
const fixedSlowdown = option('--cpu-slowdown', undefined);
const scaleOnly = process.argv.includes('--scale-only');
const withLighthouse = !process.argv.includes('--server-only') && !scaleOnly;
const withServer = !process.argv.includes('--lighthouse-only') && !scaleOnly;
// Cost as the data grows: in the whole run, or alone (`--scale-only`); `--scale-sizes=1000,10000` for fewer.
const withScale = scaleOnly || (withServer && withLighthouse);
const scaleSizes = (
  process.argv.find((arg) => arg.startsWith('--scale-sizes='))?.slice(14) ?? '1000,10000,100000'
)
  .split(',')
  .map(Number);
const clientDir = 'dist/client';

if (
  !existsSync(`${clientDir}/index.html`) ||
  !existsSync(`${clientDir}/sw.js`) ||
  !existsSync('dist/server/index.js')
) {
  console.log('[bench] no build found: npm run build');
  if (spawnSync('npm', ['run', 'build'], { stdio: 'inherit' }).status !== 0) process.exit(1);
}

/** The machine's speed when Lighthouse started (calibrate.mjs); each page keeps its own too. */
let calibration;
const pages = withLighthouse ? await lighthouseRuns() : [];
const server = withServer ? await benchServer({ freePort, seconds, pairs }) : undefined;
const scale = withScale ? await benchScale({ freePort, sizes: scaleSizes }) : undefined;

async function lighthouseRuns() {
  // The app's emails go to a loopback mail server, so the pages opened from a link are measured at
  // a link the server sent (site-pages.mjs).
  const mail = await startMailSink('.bench/mail');
  const product = await startProductServer(await freePort(), {
    agent: BENCH_AGENT,
    env: { SMTP_URL: mail.url },
  });
  const floor = await startScriptFreeServer(await freePort(), clientDir);
  const chrome = await launchChrome();
  const pages = [];
  const browserURL = `http://127.0.0.1:${chrome.port}`;
  const readSpeed = async (what) => {
    const found = await calibrate(browserURL, { fixed: fixedSlowdown });
    console.log(`[bench] ${what}: ${describeCalibration(found)}`);
    return found;
  };
  calibration = await readSpeed('the machine at the start');
  try {
    const all = await sitePages(product.url, mail.file);
    const only = process.argv
      .find((arg) => arg.startsWith('--pages='))
      ?.slice(8)
      .split(',');
    for (const page of all.filter((kind) => !only || only.includes(kind.name))) {
      const product_ = [];
      const floor_ = [];
      // A members' page has no script-free copy: its HTML is the app shell.
      const html = firstHtmlOf(clientDir, page.path);
      const hasFloor = html !== '_shell.html';
      // The machine's speed moves within a bench: read again for each kind of page.
      const speed = await readSpeed(page.name);
      const cpuSlowdown = speed.slowdown;
      for (let run = 1; run <= runs; run += 1) {
        // Alternating, so both copies see the same machine load.
        product_.push(
          await runLighthouse(chrome, product.url + page.path, { cookie: page.cookie, cpuSlowdown }),
        );
        if (hasFloor)
          floor_.push(
            await runLighthouse(chrome, floor.url + page.path, { performanceOnly: true, cpuSlowdown }),
          );
        console.log(
          `[bench] ${page.name} (${page.who}) run ${run}/${runs}: LCP ${Math.round(product_.at(-1).lcp)} ms, ` +
            `script-free ${hasFloor ? Math.round(floor_.at(-1).lcp) : '-'} ms, TBT ${Math.round(product_.at(-1).tbt)} ms ` +
            `(script-free ${hasFloor ? Math.round(floor_.at(-1).tbt) : '-'} ms), ` +
            `performance ${product_.at(-1).performance} (Lighthouse's index ${product_.at(-1).benchmarkIndex})`,
        );
      }
      // A members' screen opened again from the installed app (the worker in control,
      // the session and the screen's data on the device) paints its final layout within 1 s.
      const repeat = [];
      if (page.who !== 'visitor') {
        for (let run = 1; run <= runs; run += 1) {
          repeat.push(
            await runLighthouse(chrome, product.url + page.path, {
              cookie: page.cookie,
              repeatVisit: true,
              cpuSlowdown,
            }),
          );
          console.log(
            `[bench] ${page.name} (${page.who}) repeat visit ${run}/${runs}: LCP ${Math.round(repeat.at(-1).lcp)} ms, ` +
              `TBT ${Math.round(repeat.at(-1).tbt)} ms, performance ${repeat.at(-1).performance}`,
          );
        }
      }
      const pick = (list, key) => median(list.map((result) => result[key]));
      const bytes = firstLoad(clientDir, html);
      pages.push({
        // The session cookie stays out of the report.
        ...Object.fromEntries(Object.entries(page).filter(([key]) => key !== 'cookie')),
        speed,
        lighthouseIndexes: product_.map((result) => result.benchmarkIndex),
        performance: pick(product_, 'performance'),
        accessibility: pick(product_, 'accessibility'),
        bestPractices: pick(product_, 'bestPractices'),
        seo: pick(product_, 'seo'),
        lcp: pick(product_, 'lcp'),
        tbt: pick(product_, 'tbt'),
        cls: pick(product_, 'cls'),
        scriptFreeLcp: hasFloor ? pick(floor_, 'lcp') : undefined,
        // What the page's own HTML and CSS cost the browser at this speed, with no script at all.
        scriptFreeTbt: hasFloor ? pick(floor_, 'tbt') : undefined,
        lcpRatio: hasFloor ? pick(product_, 'lcp') / pick(floor_, 'lcp') : undefined,
        repeatVisit: repeat.length
          ? {
              lcp: pick(repeat, 'lcp'),
              cls: pick(repeat, 'cls'),
              tbt: pick(repeat, 'tbt'),
              performance: pick(repeat, 'performance'),
            }
          : undefined,
        failing: [...new Set(product_.flatMap((result) => result.failing))],
        js: { gzip: bytes.js.gzip, brotli: bytes.js.brotli, files: bytes.js.files.length },
        css: { gzip: bytes.css.gzip, brotli: bytes.css.brotli },
      });
    }
  } finally {
    chrome.kill();
    await product.stop();
    await floor.stop();
    await mail.close();
  }
  return pages;
}

const report = {
  date: new Date().toISOString(),
  runs,
  lighthouse: 'mobile, CPU slowdown calibrated to one phone speed, median of runs',
  calibration,
  pages,
  precache: precacheSize(clientDir),
  server,
  scale,
};
const markdown = toMarkdown(report);
await mkdir('.bench', { recursive: true });
const stamp = report.date.replace(/[:.]/g, '-');
for (const name of ['latest', stamp]) {
  await writeFile(`.bench/${name}.json`, JSON.stringify(report, null, 2));
  await writeFile(`.bench/${name}.md`, markdown);
}
console.log(`\n${markdown}\nWritten to .bench/latest.json and .bench/latest.md`);
