// Keeps docs/security-coverage.md true: every rule row names at least one test, every file it
// names exists, and every test name it quotes is the title of a test (it/test) in that file.
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const root = new URL('../', import.meta.url);
const doc = readFileSync(new URL('docs/security-coverage.md', root), 'utf8');

interface Row {
  rule: string;
  refs: { file: string; title: string }[];
}

/** The table rows below the header rows: "| rule | `file`: "title"; ... |". */
function rows(markdown: string): Row[] {
  return markdown
    .split('\n')
    .filter((line) => line.startsWith('| '))
    .map((line) => {
      const [, rule = '', proof = ''] = line.split(/ \| |^\| | \|$/);
      const refs = [...proof.matchAll(/`([^`]+)`: "([^"]+)"/g)].map(([, file = '', title = '']) => ({
        file,
        title,
      }));
      return { rule: rule.trim(), refs };
    })
    .filter(({ rule }) => rule !== 'Rule' && !/^-+$/.test(rule));
}

/** True when `title` sits inside the first argument of an it(...) or test(...) call in `source`. */
function isTestTitle(source: string, title: string): boolean {
  for (let at = source.indexOf(title); at >= 0; at = source.indexOf(title, at + 1)) {
    const before = source.slice(Math.max(0, at - 120), at);
    if (/\b(it|test)(\.\w+)?\(\s*[`'"][^`'"\n]*$/.test(before)) return true;
  }
  return false;
}

describe('docs/security-coverage.md', () => {
  const table = rows(doc);

  it('maps every section of SECURITY.md, each rule to at least one test', () => {
    for (const section of ['Sessions and auth', 'Requests', 'Headers and errors', 'Faults and load']) {
      expect(doc).toContain(`## ${section}`);
    }
    expect(table.length).toBeGreaterThanOrEqual(50);
    expect(table.filter((row) => row.refs.length === 0).map((row) => row.rule)).toEqual([]);
  });

  it('names only test files that exist and test titles they hold', () => {
    const broken: string[] = [];
    for (const { rule, refs } of table) {
      for (const { file, title } of refs) {
        const path = new URL(file, root);
        if (!existsSync(path)) broken.push(`${rule}: ${file} does not exist`);
        else if (!isTestTitle(readFileSync(path, 'utf8'), title))
          broken.push(`${rule}: "${title}" not in ${file}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('notices a renamed test (the check itself can fail)', () => {
    const source = "it('keeps the real title', () => {});\n// keeps a title only in a comment";
    expect(isTestTitle(source, 'keeps the real title')).toBe(true);
    expect(isTestTitle(source, 'keeps a title only in a comment')).toBe(false);
    expect(rows('| A rule | `x.ts`: "a title"; `y.ts`: "another" |')[0]?.refs).toHaveLength(2);
  });
});
