// Retrieval over the knowledge index: the member's words, expanded with synonyms, matched against
// the weighted tsvector and ranked with ts_rank_cd (cover density: words close together count).
import { desc, sql } from 'drizzle-orm';
import type { AppDb } from '../db/client';
import { knowledgePassages } from '../db/schema';
import type { PassageSource } from './passages';
import { expandQuery } from './synonyms';

export interface FoundPassage {
  source: PassageSource;
  url: string;
  title: string;
  heading: string;
  text: string;
  rank: number;
}

/** A page path without its #section, for counting distinct sources. */
export const pagePath = (url: string) => url.split('#')[0]!;

export async function searchPassages(db: AppDb, message: string, limit = 12): Promise<FoundPassage[]> {
  const expanded = expandQuery(message);
  if (!expanded) return [];
  // The expanded text is a bound parameter; expandQuery lets only words and operators through.
  const query = sql`to_tsquery('english', ${expanded})`;
  const rank = sql<number>`ts_rank_cd(${knowledgePassages.search}, ${query})`;
  const rows = await db
    .select({
      source: knowledgePassages.source,
      url: knowledgePassages.url,
      title: knowledgePassages.title,
      heading: knowledgePassages.heading,
      text: knowledgePassages.text,
      rank,
    })
    .from(knowledgePassages)
    .where(sql`${knowledgePassages.search} @@ ${query}`)
    .orderBy(desc(rank), knowledgePassages.id)
    .limit(limit);
  return rows.map((row) => ({ ...row, source: row.source as PassageSource, rank: Number(row.rank) }));
}

/** The distinct pages of a result list, best first. */
export function sourcesOf(passages: FoundPassage[]): { url: string; title: string }[] {
  const seen = new Map<string, { url: string; title: string }>();
  for (const passage of passages) {
    const path = pagePath(passage.url);
    if (!seen.has(path)) seen.set(path, { url: passage.url, title: passage.title });
  }
  return [...seen.values()];
}
