// Keeps docs/decisions/README.md true: every record is listed, with the status its own file gives.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const dir = new URL('../docs/decisions/', import.meta.url);
const read = (name: string) => readFileSync(new URL(name, dir), 'utf8');
const records = readdirSync(dir).filter((name) => /^\d{3}-.+\.md$/.test(name));

/**
 * The record's `Status:` line, without a trailing note ("accepted; the target is reached"), a link
 * read as its number ("Superseded by [162](162-x.md)" is "superseded by 162").
 */
const statusOf = (text: string) =>
  /^Status: (.*)$/m
    .exec(text)?.[1]
    ?.replace(/\[(\d{3})\]\([^)]*\)/g, '$1')
    .split(/;| \(/)[0]
    ?.trim()
    .toLowerCase();

/** File name -> status, from the index table's rows: | NNN | [title](file.md) | status | ... |. */
const indexed = new Map(
  [...read('README.md').matchAll(/^\| \d{3} +\| \[.*\]\(([^)]+\.md)\) +\| ([^|]+?) +\|/gm)].map(
    (row) => [row[1]!, row[2]!] as const,
  ),
);

describe('the decision index', () => {
  it('lists every record with the status of its Status line', () => {
    const wrong = records.filter((name) => indexed.get(name) !== statusOf(read(name)));
    expect(wrong).toEqual([]);
  });

  it('lists no record that does not exist', () => {
    expect([...indexed.keys()].filter((name) => !records.includes(name))).toEqual([]);
  });

  it('gives every record a status of accepted or superseded by NNN', () => {
    const odd = records.filter(
      (name) => !/^(accepted|superseded by \d{3})$/.test(statusOf(read(name)) ?? ''),
    );
    expect(odd).toEqual([]);
  });
});
