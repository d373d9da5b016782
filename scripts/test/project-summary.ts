// A vitest reporter that prints, after the run, each project with its count of files and tests by
// state, so a run on PGlite only and a run on both databases cannot be mistaken for each other.
import type { Reporter, TestModule } from 'vitest/node';

interface Tally {
  files: number;
  passed: number;
  failed: number;
  skipped: number;
}

export default class ProjectSummary implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    const byProject = new Map<string, Tally>();
    for (const module of modules) {
      const name = module.project.name || 'default';
      const tally = byProject.get(name) ?? { files: 0, passed: 0, failed: 0, skipped: 0 };
      tally.files += 1;
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') tally.passed += 1;
        else if (state === 'failed') tally.failed += 1;
        else tally.skipped += 1;
      }
      byProject.set(name, tally);
    }
    const lines = [...byProject].map(
      ([name, t]) =>
        `  ${name.padEnd(18)} ${String(t.files).padStart(3)} files  ${String(t.passed).padStart(4)} passed` +
        `  ${String(t.failed).padStart(3)} failed  ${String(t.skipped).padStart(3)} skipped`,
    );
    console.log(['', 'Vitest projects:', ...lines, ''].join('\n'));
  }
}
