// The chat's retrieval on the server: the database's passages, indexed in memory (chat-index.ts),
// ranked by the same code a device runs (src/shared/chat-engine/rank-passages.ts). searchByTsquery
// is the earlier ranking (decision 112), kept for the comparison in the evaluation.
import { desc, sql, type SQL } from 'drizzle-orm';
import type { FoundPassage } from '../../shared/chat-engine/found-passage';
import type { PassageSource } from '../../shared/chat-engine/passage';
import { rankPassages } from '../../shared/chat-engine/rank-passages';
import { queryGroups } from '../../shared/chat-engine/synonyms';
import type { AppDb } from '../db/client';
import { knowledgePassages } from '../db/schema';
import { chatIndex } from './chat-index';

/** The passages for `message` in this database's index, best first (rankPassages). */
export async function searchPassages(
  db: AppDb,
  message: string,
  limit = 12,
  ownWords = message,
): Promise<FoundPassage[]> {
  return rankPassages(await chatIndex(db), message, limit, ownWords);
}

const tsq = (text: string) => sql`to_tsquery('english', ${text})`;

/** How many passages match each group, and how many there are: the groups' weights. */
async function groupWeights(db: AppDb, groups: string[]): Promise<number[]> {
  const columns = groups.map(
    (group, i) =>
      sql`count(*) filter (where ${knowledgePassages.search} @@ ${tsq(group)})::int as ${sql.identifier(`g${i}`)},
        max(numnode(${tsq(group)})) as ${sql.identifier(`n${i}`)}`,
  );
  const result = await db.execute<Record<string, number>>(
    sql`select count(*)::int as total, ${sql.join(columns, sql`, `)} from ${knowledgePassages}`,
  );
  // node-postgres and PGlite both answer { rows }.
  const [row] = (result as unknown as { rows: Record<string, number>[] }).rows;
  const total = Number(row?.total ?? 0);
  const found = groups.map((_, i) => Number(row?.[`g${i}`] ?? 0));
  const idf = found.map((n) => (n ? Math.log((total + 1) / (n + 0.5)) : 0));
  const known = idf.filter((w) => w > 0);
  const typical = known.length ? known.reduce((a, b) => a + b, 0) / known.length : 1;
  // A stop word ("between") makes an empty query: it weighs nothing. A word found nowhere weighs
  // like a typical word of the question: an unknown name or a typo costs a share, not everything.
  return groups.map((_, i) => (Number(row?.[`n${i}`] ?? 0) === 0 ? 0 : found[i] ? idf[i]! : typical));
}

/** The earlier ranking: synonym groups as a tsquery, scored by matched IDF and ts_rank_cd. */
export async function searchByTsquery(db: AppDb, message: string, limit = 12): Promise<FoundPassage[]> {
  const groups = queryGroups(message);
  if (!groups.length) return [];
  const weights = await groupWeights(db, groups);
  const totalWeight = weights.reduce((sum, w) => sum + Math.max(w, 0), 0) || 1;
  const query = tsq(groups.join(' | '));
  const matched: SQL[] = groups.map(
    (group, i) =>
      sql`(case when ${knowledgePassages.search} @@ ${tsq(group)} then ${Math.max(weights[i]!, 0)}::float8 else 0 end)`,
  );
  const weight = sql<number>`(${sql.join(matched, sql` + `)})`;
  const rank = sql<number>`ts_rank_cd(${knowledgePassages.search}, ${query})`;
  const score = sql<number>`${weight} + 0.5 * ln(1 + ${rank})`;
  const rows = await db
    .select({
      source: knowledgePassages.source,
      url: knowledgePassages.url,
      title: knowledgePassages.title,
      heading: knowledgePassages.heading,
      text: knowledgePassages.text,
      rank,
      weight,
    })
    .from(knowledgePassages)
    .where(sql`${knowledgePassages.search} @@ ${query}`)
    .orderBy(desc(score), knowledgePassages.id)
    .limit(limit);
  return rows.map(({ weight: matchedWeight, ...row }) => ({
    ...row,
    source: row.source as PassageSource,
    rank: Number(row.rank),
    coverage: Number(matchedWeight) / totalWeight,
  }));
}
