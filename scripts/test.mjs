// `npm test`: every suite, in the order that fails fastest. Unit and server tests (the server suite
// also runs on PostgreSQL when DATABASE_URL is set), then the production build, then the browser.
import { spawnSync } from 'node:child_process';

function run(label, command, args) {
  console.log(`\n== ${label}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: process.env });
  if (result.status !== 0) {
    console.error(`\n${label} failed (exit ${result.status ?? result.signal}).`);
    process.exit(result.status ?? 1);
  }
}

if (!process.env.DATABASE_URL) {
  console.log('DATABASE_URL is not set: the server suite runs on embedded PGlite only.');
}
run('unit and server tests', 'npx', ['vitest', 'run']);
run('production build', 'npm', ['run', 'build']);
run('size budget', 'node', ['scripts/check-budget.mjs']);
run('browser tests', 'node', ['scripts/e2e.mjs']);
console.log('\nAll suites passed.');
