// One Lighthouse 13 run (mobile defaults: simulated slow 4G, mid-range phone) against headless
// Chromium; CHROME_PATH picks the browser, else the one the tests use (found or installed by
// scripts/ensure-browser.mjs, which says what to install when it cannot: no silent wait).
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';
import puppeteer from 'puppeteer-core';
import { ensureBrowser } from '../ensure-browser.mjs';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

export async function launchChrome() {
  return chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH || ensureBrowser(),
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
}

/** Like runOnce, again up to twice when Lighthouse itself fails (NO_NAVSTART on a loaded machine). */
export async function runLighthouse(chrome, url, options) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await runOnce(chrome, url, options);
    } catch (error) {
      if (attempt >= 3) throw error;
      console.warn(`[bench] ${error.message}; trying again`);
    }
  }
}

/**
 * The browser's cookies for the next run: none, or `cookie` ("a=1; b=2") for the URL's origin.
 * Lighthouse resets a page's storage before it loads it, but not its cookies (its own recipe for
 * pages behind a login relies on that), so a member's session set here is the one the run sees.
 */
async function useCookies(chrome, url, cookie) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  try {
    const page = await browser.newPage();
    const session = await page.createCDPSession();
    await session.send('Network.clearBrowserCookies');
    // Lighthouse's own reset keeps IndexedDB and localStorage, so the session one run's page stored
    // would be the next run's (an agent's page drawn from the member's session): every run is a
    // first visit.
    await session.send('Storage.clearDataForOrigin', { origin: new URL(url).origin, storageTypes: 'all' });
    const cookies = (cookie ?? '')
      .split(';')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => ({ name: part.split('=')[0], value: part.slice(part.indexOf('=') + 1), url }));
    if (cookies.length) await session.send('Network.setCookies', { cookies });
    await page.close();
  } finally {
    await browser.disconnect();
  }
}

/**
 * The installed app before a repeat visit: the page opened once in the browser, until
 * the service worker controls it and the network has been quiet for a second, so the worker's
 * precache, the session and the screen's data the app keeps on the device are all there.
 */
async function installApp(chrome, url) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  try {
    const page = await browser.newPage();
    await page.goto(url, { waitUntil: 'networkidle0', timeout: 60_000 });
    await page.waitForFunction('navigator.serviceWorker?.controller', { timeout: 30_000 });
    // Controlled from its first visit (clientsClaim); once more, so the screen is drawn as an
    // installed app draws it, and what it stores on the way is stored.
    await page.reload({ waitUntil: 'networkidle0', timeout: 60_000 });
    await page.close();
  } finally {
    await browser.disconnect();
  }
}

/**
 * Scores (0-100) and the three metrics of one run; `performanceOnly` for the script-free floor;
 * `repeatVisit` for a visit from the installed app (the storage and the worker kept: a fresh start,
 * then the app installed by installApp, then Lighthouse told not to reset the storage);
 * `cpuSlowdown` for the phone's speed on this machine (calibrate.mjs), else Lighthouse's 4x.
 */
async function runOnce(
  chrome,
  url,
  { performanceOnly = false, cookie, repeatVisit = false, cpuSlowdown } = {},
) {
  await useCookies(chrome, url, cookie);
  if (repeatVisit) await installApp(chrome, url);
  const result = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: performanceOnly || repeatVisit ? ['performance'] : CATEGORIES,
    disableStorageReset: repeatVisit,
    // Lighthouse's mobile network as it is; only the CPU follows the calibration.
    ...(cpuSlowdown
      ? { throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: cpuSlowdown } }
      : {}),
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits, runtimeError } = result.lhr;
  if (runtimeError) throw new Error(`${url}: ${runtimeError.code} ${runtimeError.message}`);
  const score = (id) => (categories[id] ? Math.round(categories[id].score * 100) : undefined);
  // BENCH_LONG_TASKS=1: each run's long tasks and the scripts' boot-up time, to see where TBT goes.
  if (process.env.BENCH_LONG_TASKS) {
    const tasks = audits['long-tasks']?.details?.items ?? [];
    const boot = audits['bootup-time']?.details?.items ?? [];
    console.log(`[bench] long tasks ${url}:`);
    for (const t of tasks)
      console.log(`  ${Math.round(t.startTime)} ms +${Math.round(t.duration)} ms ${t.url}`);
    for (const b of boot.slice(0, 6))
      console.log(
        `  boot ${b.url}: script ${Math.round(b.scripting)} ms, parse ${Math.round(b.scriptParseCompile)} ms`,
      );
  }
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcp: audits['largest-contentful-paint'].numericValue,
    tbt: audits['total-blocking-time'].numericValue,
    cls: audits['cumulative-layout-shift'].numericValue,
    // Lighthouse's own single reading in this run, and the slowdown it applied: kept beside the
    // calibration's median, so a run on a machine that changed speed shows.
    benchmarkIndex: Math.round(result.lhr.environment.benchmarkIndex),
    cpuSlowdown: result.lhr.configSettings.throttling.cpuSlowdownMultiplier,
    // What failed, so a score below 100 can be acted on without opening a report.
    failing: Object.values(categories)
      .flatMap((category) => category.auditRefs.filter((ref) => ref.weight > 0).map((ref) => audits[ref.id]))
      .filter((audit) => audit && audit.score !== null && audit.score < 1)
      .map((audit) => audit.id),
  };
}

export function median(values) {
  const sorted = values.filter((value) => value !== undefined).sort((a, b) => a - b);
  if (sorted.length === 0) return undefined;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}
