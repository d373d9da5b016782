// Shared pieces of the property tests that send hostile input (faults/bad-*.property.test.ts):
// the hostile-but-possibly-valid text they mix in, and every table's row count, which no refused
// request may change.
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { TestApp } from './test-app';

/** Every table's row count: nothing a refused request sends may add or remove a row. */
export async function rowCounts(t: TestApp): Promise<Record<string, number>> {
  const tables = (await t.database.db.execute(
    sql`select tablename from pg_tables where schemaname = 'public' order by tablename`,
  )) as unknown as { rows: { tablename: string }[] };
  const counts: Record<string, number> = {};
  for (const { tablename } of tables.rows) {
    // The server's own signing key, made once on first need (at start, in index.ts): not a user's write.
    if (tablename === 'server_secrets') continue;
    // The content's search index (the chat's and the members' search), built from the build's file
    // on first need: a cache of the site's pages, not a user's write.
    if (tablename === 'knowledge_passages' || tablename === 'server_meta') continue;
    // Names come from the catalogue, not from a request.
    const result = (await t.database.db.execute(
      sql.raw(`select count(*)::int as n from "${tablename}"`),
    )) as unknown as { rows: { n: number }[] };
    counts[tablename] = result.rows[0]?.n ?? 0;
  }
  return counts;
}

export const injection = fc.constantFrom(
  "' OR '1'='1' --",
  'Robert"); DROP TABLE users;--',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '${7*7}{{7*7}}',
  '../../../../etc/passwd',
  '%00%27%22',
  '\\x27; select pg_sleep(10); --',
  'javascript:alert(1)',
  '{"$gt": ""}',
);

/** Text that may well be valid on its own: right-to-left marks, other scripts, emoji, quotes. */
export const oddText = fc.oneof(
  injection,
  fc.string({ maxLength: 40 }),
  fc.constantFrom('\u200Fשלום\u200F', 'مرحبا\u061C', 'Zoë 👩‍👩‍👧 Ünïcödé', '\u200Eleft mark', 'ﷺ'.repeat(30)),
);
