// The chat on a phone-speed device (issue 47 §4): the engine the chat screen loads offline
// (src/shared/chat-engine/answer-from-index.ts, bundled here the way the browser runs it) builds its
// index from the build's passages file, then answers the dev sets' questions, in Chromium with the
// CPU slowed to the calibrated phone speed (calibrate.mjs). Prints the index's and the engine's
// compressed sizes, the time to build the index and the answer times (median, 95th percentile, worst)
// against the 300 ms target. `node scripts/bench/chat-device.mjs [--cpu-slowdown N] [--questions N]`.
import { readFileSync, readdirSync } from 'node:fs';
import { build } from 'esbuild';
import puppeteer from 'puppeteer-core';
import { chatDeviceSizes } from '../budget/measure.mjs';
import { calibrate, describeCalibration } from './calibrate.mjs';
import { launchChrome, median } from './lighthouse.mjs';

const option = (name, fallback) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? Number(process.argv[at + 1]) : fallback;
};
const ANSWER_TARGET_MS = 300;
const clientDir = 'dist/client';
const questionCount = option('--questions', 60);

const bundle = await build({
  entryPoints: ['src/shared/chat-engine/answer-from-index.ts'],
  bundle: true,
  format: 'iife',
  globalName: 'chatEngine',
  minify: true,
  write: false,
  platform: 'browser',
});
const passages = readFileSync(`${clientDir}/chat-passages.json`, 'utf8');
const evalDir = 'src/server/chat/eval';
const questions = readdirSync(evalDir)
  .filter((file) => /^dev.*\.json$/.test(file))
  .flatMap((file) => JSON.parse(readFileSync(`${evalDir}/${file}`, 'utf8')).map((entry) => entry.question))
  .filter((_, i, all) => i % Math.max(1, Math.floor(all.length / questionCount)) === 0)
  .slice(0, questionCount);

const chrome = await launchChrome();
try {
  const browserURL = `http://127.0.0.1:${chrome.port}`;
  const calibration = await calibrate(browserURL, { fixed: option('--cpu-slowdown', undefined) });
  const browser = await puppeteer.connect({ browserURL });
  const page = await browser.newPage();
  await page.addScriptTag({ content: bundle.outputFiles[0].text });
  const cdp = await page.createCDPSession();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: calibration.slowdown });
  const result = await page.evaluate(
    (text, asked) => {
      const started = globalThis.performance.now();
      const file = JSON.parse(text);
      const index = globalThis.chatEngine.indexPassages(file.passages);
      const indexMs = globalThis.performance.now() - started;
      // As the chat screen does, in a task of its own after the index (device-answer.ts).
      const warming = globalThis.performance.now();
      globalThis.chatEngine.warmUp(index);
      const warmUpMs = globalThis.performance.now() - warming;
      const times = asked.map((question) => {
        const t = globalThis.performance.now();
        globalThis.chatEngine.answerFromIndex(index, question);
        return globalThis.performance.now() - t;
      });
      return { indexMs, warmUpMs, times };
    },
    passages,
    questions,
  );
  await browser.disconnect();
  const sorted = [...result.times].sort((a, b) => a - b);
  const p95 = sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.95))];
  const { index, engine } = chatDeviceSizes(clientDir);
  const kb = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
  const ms = (value) => `${Math.round(value)} ms`;
  console.log(`[chat on the device] ${describeCalibration(calibration)}`);
  console.log(
    `  index ${kb(index.brotli)} br (target <= 150 kB); engine ${engine ? kb(engine.brotli) : '?'} br`,
  );
  console.log(
    `  index built in ${ms(result.indexMs)}, then the engine warmed in ${ms(result.warmUpMs)} in a task of its own` +
      ' (once, as the chat screen opens offline, before the member has typed)',
  );
  const worst = sorted.at(-1);
  console.log(
    `  ${sorted.length} answers: median ${ms(median(sorted))}, 95th percentile ${ms(p95)}, worst ${ms(worst)}` +
      ` (target <= ${ANSWER_TARGET_MS} ms for every answer: ${worst <= ANSWER_TARGET_MS ? 'met' : 'MISSED'})`,
  );
} finally {
  await chrome.kill();
}
