// `npm run bench:interactions`: the first taps and key presses at one phone speed. Each journey opens
// its page in a fresh browser context with the CPU slowed as Lighthouse would (calibrate.mjs;
// DevTools' Emulation.setCPUThrottlingRate), mobile-sized, on loopback (no network throttling),
// and sends its input at a fixed time after the page's start-up code has arrived: the tap lands
// while the page starts, where a first tap meets the longest tasks. The input delay of each event is
// read from the Event Timing API. Target: every first input's delay <= 100 ms.
// Flags: --runs N (5), --at 0,150,400,800 (ms after the trigger), --cpu-slowdown N, --urls a,b (servers
// to measure instead of starting one; interleaved run by run, for A/B), --journeys menu,quote.
import puppeteer from 'puppeteer-core';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from '../free-port.mjs';
import { calibrate, describeCalibration } from './calibrate.mjs';
import { journeys, observeEventTiming, readInputDelays } from './interaction-journeys.mjs';
import { launchChrome } from './lighthouse.mjs';
import { register } from './server-bench.mjs';
import { startProductServer } from './servers.mjs';
import { openPhonePage } from './phone-page.mjs';
import { median } from './targets.mjs';

const arg = (name) => process.argv.find((value) => value.startsWith(`${name}=`))?.slice(name.length + 1);
const runs = Number(arg('--runs') ?? 5);
const offsets = (arg('--at') ?? '0,150,400,800').split(',').map(Number);
const only = arg('--journeys')?.split(',');
const TARGET_MS = 100;

const server = arg('--urls') ? undefined : await startProductServer(await freePort());
const urls = arg('--urls')?.split(',') ?? [server.url];
const chrome = await launchChrome();
const browserURL = `http://127.0.0.1:${chrome.port}`;
const browser = await puppeteer.connect({ browserURL, defaultViewport: null });
const results = [];
try {
  const speed = await calibrate(browserURL, { fixed: Number(arg('--cpu-slowdown')) || undefined });
  console.log(`[interactions] ${describeCalibration(speed)}`);
  const members = await Promise.all(urls.map((url, index) => register(url, index)));
  for (const journey of journeys.filter((each) => !only || only.includes(each.name))) {
    for (const at of offsets) {
      for (let run = 1; run <= runs; run += 1) {
        // Alternating servers run by run, so each sees the same machine load.
        for (const [index, url] of urls.entries()) {
          const cookie = journey.member ? members[index].cookie : undefined;
          const delays = await oneJourney({ url, journey, at, cookie, slowdown: speed.slowdown });
          results.push({ url, journey: journey.name, at, run, ...delays });
          console.log(
            `[interactions] ${journey.name} @${at} ms ${url} run ${run}: ` +
              Object.entries(delays.byType)
                .map(([type, ms]) => `${type} ${ms}`)
                .join(', ') +
              (delays.answered ? '' : '; NO ANSWER on screen'),
          );
        }
      }
    }
  }
  report(speed);
} finally {
  await browser.disconnect();
  chrome.kill();
  await server?.stop();
}

/** One page load and one interaction in a fresh context: the worst input delay of its events. */
async function oneJourney({ url, journey, at, cookie, slowdown }) {
  const context = await browser.createBrowserContext();
  try {
    const { page, session } = await openPhonePage(context);
    await session.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
    await session.send('Network.enable');
    if (cookie) {
      const [name, value] = cookie.split('=');
      await session.send('Network.setCookies', {
        cookies: [
          { name, value, url },
          { name: 'auth_hint', value: '1', url },
        ],
      });
    }
    await page.evaluateOnNewDocument(observeEventTiming);
    // The trigger is the browser's own network event, so waiting for it needs nothing of the page's
    // main thread (an evaluate would run between its tasks and hide the delay being measured).
    const started = journey.trigger(session);
    await page.goto(url + journey.path, { waitUntil: 'domcontentloaded', timeout: 60_000 });
    const target = await journey.locate(page);
    await started;
    await sleep(at);
    await journey.act(session, target);
    await sleep(300);
    // A page that never shows the answer is reported, not waited for: its delays still count.
    const answered = await page
      .waitForFunction(journey.answered, { timeout: 15_000 })
      .then(() => true)
      .catch(() => false);
    return { ...(await readInputDelays(page, journey.events)), answered };
  } finally {
    await context.close();
  }
}

function report(speed) {
  const lines = [
    `First inputs at one phone speed: ${describeCalibration(speed)}; mobile viewport, loopback.`,
    `Worst input delay (Event Timing: processingStart - startTime) of each journey's events, median of`,
    `${runs} runs, by when the input came after the page's start-up code arrived. Target <= ${TARGET_MS} ms.`,
    '',
    `| journey | server | ${offsets.map((at) => `+${at} ms`).join(' | ')} | worst run | target |`,
    `| --- | --- | ${offsets.map(() => '--:').join(' | ')} | --: | --- |`,
  ];
  for (const journey of [...new Set(results.map((result) => result.journey))]) {
    for (const url of urls) {
      const mine = results.filter((result) => result.journey === journey && result.url === url);
      const cells = offsets.map((at) =>
        median(mine.filter((result) => result.at === at).map((r) => r.worst)),
      );
      const worst = Math.max(...mine.map((result) => result.worst));
      const unanswered = mine.filter((result) => !result.answered).length;
      const met = !unanswered && cells.every((cell) => cell <= TARGET_MS);
      lines.push(
        `| ${journey} | ${url} | ${cells.map((cell) => `${Math.round(cell)} ms`).join(' | ')} | ${Math.round(worst)} ms | ` +
          `${met ? 'met' : 'MISSED'}${unanswered ? ` (${unanswered} run(s) with no answer on screen)` : ''} |`,
      );
    }
  }
  console.log(`\n${lines.join('\n')}\n`);
}
