// Keeps each decision record a statement of what is true today (docs/decisions/README.md): short
// enough to read whole, and a replaced record marked as such, linked both ways.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const dir = new URL('../docs/decisions/', import.meta.url);
const names = readdirSync(dir).filter((name) => /^\d{3}-.+\.md$/.test(name));
const records = new Map(names.map((name) => [name.slice(0, 3), readFileSync(new URL(name, dir), 'utf8')]));
/** A record is read whole; past this it has turned into a story (history is git's). */
const MAX_LINES = 80;
const lineCount = (text: string) => text.trimEnd().split('\n').length;

const statusOf = (text: string) => /^Status: (.*)$/m.exec(text)?.[1] ?? '';
/** `Superseded by NNN` on the Status line, with its link. */
const supersededBy = (text: string) => /^superseded by \[?(\d{3})/i.exec(statusOf(text))?.[1];
/** Every `Supersedes NNN` (or "replaces decision NNN") the record says of itself. */
const supersedes = (text: string) =>
  [...text.matchAll(/\b(?:Supersedes|replaces decision) \[?(\d{3})\b/g)].map((match) => match[1]!);
/** Links from a record to another: `](NNN-name.md)`. */
const linkedFiles = (text: string) => [...text.matchAll(/\]\((\d{3}-[^)#]+\.md)/g)].map((match) => match[1]!);

describe('the decision records', () => {
  it(`keep each record to about ${MAX_LINES} lines`, () => {
    const long = [...records]
      .filter(([, text]) => lineCount(text) > MAX_LINES)
      .map(([no, text]) => `${no}: ${lineCount(text)} lines`);
    expect(long).toEqual([]);
  });

  it('link only to records that exist', () => {
    const dead = [...records].flatMap(([no, text]) =>
      linkedFiles(text)
        .filter((file) => !names.includes(file))
        .map((file) => `${no} -> ${file}`),
    );
    expect(dead).toEqual([]);
  });

  it('link a superseded record to its successor, which says it supersedes it', () => {
    const broken = [...records].flatMap(([no, text]) => {
      const by = supersededBy(text);
      if (!by) return [];
      const successor = records.get(by);
      if (!successor) return [`${no}: superseded by ${by}, which does not exist`];
      const problems: string[] = [];
      if (!linkedFiles(statusOf(text)).some((file) => file.startsWith(`${by}-`)))
        problems.push(`${no}: the Status line does not link ${by}`);
      if (!supersedes(successor).includes(no)) problems.push(`${by} does not say "Supersedes ${no}"`);
      return problems;
    });
    expect(broken).toEqual([]);
  });

  it('mark every record another supersedes as superseded by it', () => {
    const unmarked = [...records].flatMap(([no, text]) =>
      supersedes(text)
        .filter((old) => supersededBy(records.get(old) ?? '') !== no)
        .map(
          (old) => `${old} is "${statusOf(records.get(old) ?? '') || 'missing'}", though ${no} supersedes it`,
        ),
    );
    expect(unmarked).toEqual([]);
  });
});
