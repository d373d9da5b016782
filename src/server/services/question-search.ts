// Full-text search over the questions a member may read (their own and the public ones), ranked by
// ts_rank_cd on the weighted tsvector (title A, body B). Highlights come back as text segments, not
// HTML: ts_headline marks matches with random per-query sentinels, which are split out here.
import { randomBytes } from 'node:crypto';
import { and, desc, eq, or, sql } from 'drizzle-orm';
import {
  SEARCH_PAGE_SIZE,
  type QuestionSearchQuery,
  type QuestionTopic,
  type SearchResponse,
  type Snippet,
} from '../../shared/questions-schemas';
import type { AppDb } from '../db/client';
import { questions } from '../db/schema';
import { answerCountSql } from './questions';

/**
 * Splits ts_headline output at the sentinels into plain segments. The sentinels are random for each
 * query, so text a member typed cannot forge a highlight.
 */
export function toSegments(marked: string, start: string, stop: string): Snippet {
  const segments: Snippet = [];
  const push = (text: string, match: boolean) => {
    if (!text) return;
    const last = segments.at(-1);
    if (last && last.match === match) last.text += text;
    else segments.push({ text, match });
  };
  let rest = marked;
  while (rest) {
    const open = rest.indexOf(start);
    if (open < 0) {
      push(rest, false);
      break;
    }
    push(rest.slice(0, open), false);
    rest = rest.slice(open + start.length);
    const close = rest.indexOf(stop);
    push(close < 0 ? rest : rest.slice(0, close), true);
    rest = close < 0 ? '' : rest.slice(close + stop.length);
  }
  return segments;
}

export async function searchQuestions(
  db: AppDb,
  userId: string,
  query: QuestionSearchQuery,
): Promise<Omit<SearchResponse, 'pages'>> {
  const nonce = randomBytes(8).toString('hex');
  // Letters and digits only, so ts_headline's option parser needs no quoting.
  const start = `hpmark${nonce}s`;
  const stop = `hpmark${nonce}e`;
  const tsQuery = sql`websearch_to_tsquery('english', ${query.q})`;
  const titleOptions = `StartSel=${start}, StopSel=${stop}, HighlightAll=true`;
  const bodyOptions = `StartSel=${start}, StopSel=${stop}, MaxWords=35, MinWords=15, MaxFragments=2, FragmentDelimiter=" … "`;
  const readable = or(eq(questions.authorId, userId), eq(questions.visibility, 'public'));
  const where = and(
    sql`${questions.search} @@ ${tsQuery}`,
    readable,
    query.topic ? eq(questions.topic, query.topic) : undefined,
  );
  const rank = sql<number>`ts_rank_cd(${questions.search}, ${tsQuery})`;
  const rows = await db
    .select({
      id: questions.id,
      authorId: questions.authorId,
      topic: questions.topic,
      status: questions.status,
      visibility: questions.visibility,
      createdAt: questions.createdAt,
      answerCount: answerCountSql,
      rank,
      title: sql<string>`ts_headline('english', ${questions.title}, ${tsQuery}, ${titleOptions})`,
      excerpt: sql<string>`ts_headline('english', ${questions.body}, ${tsQuery}, ${bodyOptions})`,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(questions)
    .where(where)
    .orderBy(desc(rank), desc(questions.createdAt), desc(questions.id))
    .limit(SEARCH_PAGE_SIZE)
    .offset((query.page - 1) * SEARCH_PAGE_SIZE);
  // A page past the end has no rows to carry the window count; count separately then.
  const total =
    rows[0]?.total ??
    (query.page > 1
      ? Number(
          (
            await db
              .select({ n: sql<number>`count(*)` })
              .from(questions)
              .where(where)
          )[0]?.n ?? 0,
        )
      : 0);
  return {
    query: query.q,
    topic: query.topic ?? null,
    page: query.page,
    pageSize: SEARCH_PAGE_SIZE,
    total,
    results: rows.map((row) => ({
      id: row.id,
      topic: row.topic as QuestionTopic,
      status: row.status,
      visibility: row.visibility,
      mine: row.authorId === userId,
      createdAt: row.createdAt.toISOString(),
      answerCount: row.answerCount,
      rank: Number(row.rank),
      title: toSegments(row.title, start, stop),
      excerpt: toSegments(row.excerpt, start, stop),
    })),
  };
}
