// `npm run bench`: installs what only the bench needs (scripts/bench/package.json: Lighthouse, about
// 130 MB the tests never use) into scripts/bench/node_modules
// when it is missing or older than its lockfile, then runs the bench (scripts/bench/run.mjs), or with
// `--interactions` the first inputs' delays at the phone's speed (scripts/bench/interactions.mjs), or
// with `--chat-device` the chat's offline engine at the phone's speed (scripts/bench/chat-device.mjs).
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';

const dir = 'scripts/bench';
const lock = `${dir}/package-lock.json`;
const installed = `${dir}/node_modules/.package-lock.json`;
if (!existsSync(installed) || statSync(installed).mtimeMs < statSync(lock).mtimeMs) {
  console.log(`[bench] installing the bench's own packages (npm ci --prefix ${dir})`);
  const result = spawnSync('npm', ['ci', '--prefix', dir, '--no-audit', '--no-fund'], { stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('[bench] could not install the bench packages: is the npm registry reachable?');
    process.exit(1);
  }
}
const step = process.argv.includes('--interactions')
  ? './bench/interactions.mjs'
  : process.argv.includes('--chat-device')
    ? './bench/chat-device.mjs'
    : './bench/run.mjs';
await import(step);
