import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { srcAlias } from './scripts/dev/alias';

// Five projects, each named in the output with its own count (scripts/test/project-summary.ts):
// - unit: everything outside src/server (client, shared, build scripts);
// - server (pglite): the server suite on in-memory PGlite, always;
// - server (postgres): the same files again on PostgreSQL, when DATABASE_URL is set;
// - server (plain paths): a few of them again with the fast paths and the session cache off;
// - processes: tests that start real server processes (src/server/faults, the CLI, two processes
//   sharing sessions), on PostgreSQL when DATABASE_URL is set, else PGlite (the CLI's test runs
//   itself on both).
// TEST_DATABASE tells src/server/test/test-db.ts which database a project means (decision 020).
// The unit and server projects run their files one after another in each worker without a fresh
// module graph per file (`isolate: false`): importing the app anew for every file was more than half
// of their time (decision 231). Every server file
// opens its own database (test-db.ts), so files share modules, not data; the processes project
// keeps isolation (its files start and stop real servers).
// Browser journeys are Playwright's (e2e/), not vitest's.
const serverFiles = ['src/server/**/*.test.{ts,tsx}'];
const processFiles = [
  'src/server/faults/**/*.test.ts',
  'src/server/cli/**/*.test.ts',
  'src/server/services/*-processes.test.ts',
  'src/server/fast-paths/*-processes.test.ts',
];
// The plain paths: the files that touch sessions and the site's answers run again with
// FAST_PATHS=off and SESSION_CACHE=off, so a behaviour that holds only with the cache (a logout
// honoured, an expiry pushed) or only through a fast path fails here. A chosen subset, to keep the
// cost to a few files: the fast paths' own side-by-side tests compare both ways on every run, and
// their files that test the cache itself would have nothing to test with it off.
const plainPathFiles = [
  'src/server/fast-paths/listener.test.ts',
  'src/server/routes/auth-session.test.ts',
  'src/server/routes/account-sessions.test.ts',
  'src/server/routes/static.test.ts',
];
// Files whose subject is not the database, run once (on PGlite): the data folder's lock is a PGlite
// folder's, and the chat's evaluation ranks in memory (the same passages on either database; the
// knowledge index's own tests store them on both).
const pgliteOnlyFiles = [
  'src/server/db/lock.test.ts',
  'src/server/chat/eval/eval.test.ts',
  'src/server/chat/eval/sets.test.ts',
  'src/server/chat/eval/parity.test.ts',
];
// A report, not a test: the chat's ranking comparison (decision 162) runs only when asked for with
// CHAT_COMPARE=dev or held-out, so the suite never counts it as skipped.
const reportFiles = process.env.CHAT_COMPARE ? [] : ['src/server/chat/eval/compare.test.ts'];
const postgres = Boolean(process.env.DATABASE_URL);
const shuffleSeed = Number(process.env.TEST_SHUFFLE) || 0;

const projects: TestProjectInlineConfiguration[] = [
  {
    extends: true,
    test: {
      name: 'unit',
      isolate: false,
      include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.{ts,mjs}'],
      exclude: [...configDefaults.exclude, ...serverFiles],
    },
  },
  {
    extends: true,
    test: {
      name: 'server (pglite)',
      include: serverFiles,
      isolate: false,
      exclude: [...configDefaults.exclude, ...processFiles, ...reportFiles],
      env: { TEST_DATABASE: 'pglite' },
    },
  },
  {
    extends: true,
    test: {
      name: 'server (plain paths)',
      include: plainPathFiles,
      isolate: false,
      env: { TEST_DATABASE: 'pglite', FAST_PATHS: 'off', SESSION_CACHE: 'off' },
    },
  },
  {
    extends: true,
    test: {
      name: 'processes',
      include: processFiles,
      env: { TEST_DATABASE: postgres ? 'postgres' : 'pglite' },
    },
  },
];
if (postgres) {
  projects.splice(2, 0, {
    extends: true,
    test: {
      name: 'server (postgres)',
      include: serverFiles,
      isolate: false,
      exclude: [...configDefaults.exclude, ...processFiles, ...pgliteOnlyFiles, ...reportFiles],
      env: { TEST_DATABASE: 'postgres' },
    },
  });
}

export default defineConfig({
  resolve: { alias: srcAlias },
  test: {
    environment: 'node',
    // The chat's passages, as the build makes them for the server (decision 161), and the
    // migrations run once per run (a PGlite snapshot, a PostgreSQL template: test-db.ts).
    globalSetup: ['scripts/vitest-chat-passages.ts', 'src/server/test/database-setup.ts'],
    // Two workers on our two cores: most server files wait on a database or a process as much as
    // they compute (vitest's default is one fewer than the cores, one here).
    maxWorkers: 2,
    // TEST_SHUFFLE=<seed> runs the files in a shuffled order (a test that leans on what another file
    // left behind fails); the same seed replays the same order. A file's tests keep their order: some
    // files tell one story test by test (an account made, then used).
    ...(shuffleSeed ? { sequence: { shuffle: { files: true, tests: false }, seed: shuffleSeed } } : {}),
    testTimeout: 30_000,
    hookTimeout: 60_000,
    reporters: ['default', './scripts/test/project-summary.ts'],
    projects,
  },
});
