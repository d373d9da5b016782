// `npm test` (so CI, `.ci/run`): every gate of the house, independent stages side by side on the
// machine's cores (decision 020). The production build, lint (ESLint and Prettier), the typecheck,
// the size budget and vitest's projects (unit, server on PGlite, server on PostgreSQL when
// DATABASE_URL is set, processes) share the cores; the browser journeys run last, alone. Each stage's
// output is printed whole when it ends, so CI's log reads one stage at a time; a failing stage stops
// the run. Flags: --only a,b runs just those stages (and what they need).
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync } from 'node:fs';
import { clearTimeout, setTimeout } from 'node:timers';
import { describeMachine } from './test/machine-speed.mjs';

// In order of priority. The journeys run last and alone: beside the typecheck or vitest's server
// processes on two cores, their timings stretch until a slow page looks like a broken one.
const stages = [
  // Mostly a download (apt-get on a fresh Debian machine): it does not take one of the two places.
  { name: 'browser', command: 'node', args: ['scripts/ensure-browser.mjs', 'both'], needs: [], light: true },
  { name: 'build', command: 'npm', args: ['run', 'build'], needs: [] },
  // The longest of the rest starts first; lint and the typecheck fill the core the build frees.
  // Vitest in two stages, so that both places stay busy once the build, lint and the typecheck are
  // done: the unit and server projects here, the tests that start server processes (mostly waiting
  // on them) after the typecheck.
  { name: 'vitest', command: 'npx', args: ['vitest', 'run', '--project', '!processes'], needs: [] },
  { name: 'lint', command: 'npm', args: ['run', 'lint'], needs: [] },
  { name: 'typecheck', command: 'npm', args: ['run', 'typecheck'], needs: [] },
  // Their servers and the CLI run compiled, as `npm start` runs them: the build is done by then.
  {
    name: 'processes',
    command: 'npx',
    args: ['vitest', 'run', '--project', 'processes'],
    needs: ['build'],
    env: { TEST_SERVER_FROM: 'build' },
  },
  { name: 'size budget', command: 'node', args: ['scripts/check-budget.mjs'], needs: ['build'] },
  {
    name: 'browser journeys',
    command: 'node',
    args: ['scripts/e2e.mjs'],
    needs: ['browser', 'build', 'lint', 'typecheck', 'size budget', 'vitest', 'processes'],
  },
];
// How many stages run at once (TEST_STAGES); the default is the two cores of our machines.
const limit = Number(process.env.TEST_STAGES ?? 2);
// A stage that runs longer than this is stopped and fails with its log so far (a test stuck in a
// loop that never yields to a timer defeats vitest's own timeouts, and CI would time out silently).
const stageMinutes = Number(process.env.TEST_STAGE_MINUTES ?? 25);

const onlyAt = process.argv.indexOf('--only');
const wanted = onlyAt > 0 ? new Set(process.argv[onlyAt + 1].split(',')) : undefined;
const selected = wanted ? withNeeds(wanted) : stages;
const logDir = '.tmp/test-logs';
mkdirSync(logDir, { recursive: true });

if (!process.env.DATABASE_URL) {
  console.log('DATABASE_URL is not set: the server suite runs on embedded PGlite only.');
}

console.log(describeMachine('at the start'));
const started = Date.now();
const seconds = (since) => ((Date.now() - since) / 1000).toFixed(0);
const results = new Map();
const running = new Map();

function withNeeds(names) {
  const all = new Set();
  const add = (name) => {
    const stage = stages.find((s) => s.name === name);
    if (!stage) throw new Error(`no stage "${name}": ${stages.map((s) => s.name).join(', ')}`);
    stage.needs.forEach(add);
    all.add(stage);
  };
  names.forEach(add);
  return stages.filter((s) => all.has(s));
}

function start(stage) {
  const log = `${logDir}/${stage.name.replace(/\s+/g, '-')}.log`;
  const out = createWriteStream(log);
  const begun = Date.now();
  console.log(`[${seconds(started)}s] started ${stage.name}: ${stage.command} ${stage.args.join(' ')}`);
  // Its own process group, so that a stuck stage is stopped with every worker it started.
  const child = spawn(stage.command, stage.args, {
    env: { ...process.env, FORCE_COLOR: '0', ...stage.env },
    detached: true,
  });
  child.stdout.pipe(out, { end: false });
  child.stderr.pipe(out, { end: false });
  running.set(stage.name, child);
  const watchdog = setTimeout(() => {
    out.write(`\n${stage.name} ran past ${stageMinutes} minutes (TEST_STAGE_MINUTES) and was stopped.\n`);
    stopGroup(child);
  }, stageMinutes * 60_000);
  child.on('close', (code, signal) => {
    clearTimeout(watchdog);
    out.end(() => {
      running.delete(stage.name);
      const ok = code === 0;
      results.set(stage.name, { ok, seconds: seconds(begun), code: code ?? signal });
      console.log(
        `\n===== ${stage.name} (${ok ? 'passed' : `FAILED, exit ${code ?? signal}`}, ${seconds(begun)} s) =====`,
      );
      process.stdout.write(readFileSync(log, 'utf8'));
      if (!ok) return finish(stage.name);
      next();
    });
  });
}

function next() {
  for (const stage of selected) {
    if (results.has(stage.name) || running.has(stage.name)) continue;
    const heavy = [...running.keys()].filter((name) => !selected.find((s) => s.name === name)?.light);
    if (!stage.light && heavy.length >= limit) continue;
    if (stage.needs.every((need) => results.get(need)?.ok)) start(stage);
  }
  if (results.size === selected.length) finish();
}

function stopGroup(child, signal = 'SIGKILL') {
  try {
    process.kill(-child.pid, signal);
  } catch {
    child.kill(signal);
  }
}

function finish(failed) {
  for (const child of running.values()) stopGroup(child, 'SIGTERM');
  console.log('\nStages:');
  for (const stage of selected) {
    const result = results.get(stage.name);
    const state = result ? (result.ok ? 'passed' : 'FAILED') : 'not run';
    console.log(`  ${stage.name.padEnd(18)} ${state.padEnd(8)} ${result ? `${result.seconds} s` : ''}`);
  }
  console.log(`Total: ${seconds(started)} s`);
  console.log(describeMachine('at the end'));
  if (failed) {
    console.error(`\n${failed} failed: its output is above, and in ${logDir}/.`);
    process.exit(1);
  }
  console.log('\nAll suites passed.');
  process.exit(0);
}

// Stopped from outside (Ctrl-C, CI's own limit): the stages' process groups go too.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of running.values()) stopGroup(child, 'SIGTERM');
    process.exit(1);
  });
}

next();
