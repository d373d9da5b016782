// The ranking comparison of decision 162, a report run on demand (CHAT_COMPARE=dev or held-out; the
// suite leaves the file out otherwise, vitest.config.ts): for each approach, the
// share of the dev set's informational questions with an expected page among the first three
// pages retrieved (the ranking alone, before the honesty threshold and the intents).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, it } from 'vitest';
import type { AppDb } from '../../db/client';
import { knowledgePassages } from '../../db/schema';
import { silentLogger } from '../../logger';
import { openTestDatabase, type TestDatabase } from '../../test/test-db';
import { ensureKnowledgeIndex, passagesFromFile } from '../knowledge-index';
import { testChatPassagesFile } from '../../test/test-app';
import { pagePath, sourcesOf, type FoundPassage } from '../../../shared/chat-engine/found-passage';
import { buildQuery } from '../../../shared/chat-engine/query';
import { searchIndex, tokenize, STOP_WORDS } from '../../../shared/chat-engine/search-index';
import { chatIndex } from '../chat-index';
import { searchByTsquery, searchPassages } from '../retrieve';
import dev from './dev.json';
import heldOut from './held-out.json';
import type { EvalEntry } from './score';

let t: TestDatabase;
beforeAll(async () => {
  t = await openTestDatabase();
  await ensureKnowledgeIndex(t.database.db, silentLogger, passagesFromFile(testChatPassagesFile()));
}, 180_000);
afterAll(() => t.dispose());

type Search = (db: AppDb, q: string) => Promise<Pick<FoundPassage, 'url' | 'title'>[]>;

const bm25Only: Search = async (db, q) => {
  const index = await chatIndex(db);
  return searchIndex(index, buildQuery(index, q).terms, 30).map((h) => h.passage);
};

// PostgreSQL full-text search, every word a prefix (websearch_to_tsquery ANDs the words, which
// finds nothing for a chatty question, so the words are ORed), ordered by ts_rank_cd.
const pgPrefix: Search = async (db, q) => {
  const words = tokenize(q).filter((w) => !STOP_WORDS.has(w) && w.length > 1);
  if (!words.length) return [];
  const query = sql`to_tsquery('english', ${words.map((w) => `${w}:*`).join(' | ')})`;
  return db
    .select({ url: knowledgePassages.url, title: knowledgePassages.title })
    .from(knowledgePassages)
    .where(sql`${knowledgePassages.search} @@ ${query}`)
    .orderBy(sql`ts_rank_cd(${knowledgePassages.search}, ${query}) desc`)
    .limit(30);
};

const coverageRerank: Search = async (db, q) =>
  (await searchPassages(db, q, 30)).sort(
    (a, b) => b.rank * (0.25 + b.coverage) - a.rank * (0.25 + a.coverage),
  );

// A second pass: passages whose heading or title holds the question's words move up.
const headingRerank: Search = async (db, q) => {
  const words = new Set(tokenize(q).filter((w) => !STOP_WORDS.has(w)));
  const bonus = (p: FoundPassage) => tokenize(`${p.title} ${p.heading}`).filter((w) => words.has(w)).length;
  return (await searchPassages(db, q, 30)).sort(
    (a, b) => b.rank * (1 + 0.2 * bonus(b)) - a.rank * (1 + 0.2 * bonus(a)),
  );
};

const approaches: [string, Search][] = [
  ['synonym groups + tsquery (decision 112)', (db, q) => searchByTsquery(db, q, 30)],
  ['PostgreSQL FTS, words as prefixes, ts_rank_cd', pgPrefix],
  ['BM25 (minisearch) title 3 / heading 2 / text 1, fuzzy, prefix, synonyms', bm25Only],
  ['BM25 + coverage re-rank of the top 30', coverageRerank],
  ['BM25 + heading re-rank of the top 30', headingRerank],
];

async function topThree(search: Search, entries: EvalEntry[]) {
  const info = entries.filter((e) => e.kind === 'info');
  let right = 0;
  const started = performance.now();
  for (const entry of info) {
    const top = sourcesOf((await search(t.database.db, entry.question)) as FoundPassage[])
      .slice(0, 3)
      .map((s) => pagePath(s.url));
    if ((entry.expect as string[]).some((url) => top.includes(url))) right += 1;
  }
  const ms = (performance.now() - started) / info.length;
  return `${right}/${info.length} = ${((right / info.length) * 100).toFixed(1)} % (${ms.toFixed(1)} ms a question)`;
}

describe('honesty threshold', () => {
  it('prints informational and none questions answered right at each threshold', async () => {
    const tops = await Promise.all(
      (dev as EvalEntry[])
        .filter((e) => e.kind === 'info' || e.kind === 'none')
        .map(async (e) => {
          const found = await searchPassages(t.database.db, e.question, 30);
          const top = sourcesOf(found)
            .slice(0, 3)
            .map((s) => pagePath(s.url));
          const hit = e.kind === 'info' && (e.expect as string[]).some((u) => top.includes(u));
          return {
            kind: e.kind,
            hit,
            coverage: found[0]?.coverage ?? 0,
            matched: found[0]?.matched ?? 0,
            q: e.question,
          };
        }),
    );
    const lines = [0.2, 0.3, 0.35, 0.4, 0.45, 0.5, 0.55].map((min) => {
      const info = tops.filter((x) => x.kind === 'info' && x.hit && x.coverage >= min).length;
      const none = tops.filter((x) => x.kind === 'none' && x.coverage < min).length;
      return `${min}: info ${info}, none ${none}`;
    });
    for (const x of tops.filter((x) => x.kind === 'none' || !x.hit))
      console.log(x.kind, x.hit, x.coverage.toFixed(2), x.matched.toFixed(1), x.q.slice(0, 60));
    const grid: string[] = [];
    for (const abs of [4, 5, 6, 7, 8, 9, 10])
      for (const min of [0.3, 0.4, 0.5]) {
        const ok = (x: (typeof tops)[number]) => x.coverage >= min || x.matched >= abs;
        grid.push(
          `abs ${abs} cov ${min}: info ${tops.filter((x) => x.kind === 'info' && x.hit && ok(x)).length}, none ${tops.filter((x) => x.kind === 'none' && !ok(x)).length}`,
        );
      }
    console.log(grid.join('\n'));
    console.log(`[chat threshold]\n  ${lines.join('\n  ')}`);
  }, 600_000);
});

describe('ranking comparison', () => {
  it('prints the share of informational questions with an expected page in the top three', async () => {
    const set = process.env.CHAT_COMPARE === 'held-out' ? heldOut : dev;
    const lines: string[] = [];
    for (const [name, search] of approaches)
      lines.push(`${name}: ${await topThree(search, set as EvalEntry[])}`);
    console.log(
      `[chat ranking, ${process.env.CHAT_COMPARE === 'held-out' ? 'held-out' : 'dev'}]\n  ${lines.join('\n  ')}`,
    );
  }, 600_000);
});
