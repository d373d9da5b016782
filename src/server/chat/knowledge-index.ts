// Keeps the chat assistant's passages (knowledge_passages) in step with the site: rebuilt at server
// start when the content's hash changed, and per question when an agent answers or publishes one.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { compileContent } from '../../../scripts/content/compile';
import { inTransaction, type AppDb } from '../db/client';
import { answers, knowledgePassages, questions, serverMeta } from '../db/schema';
import type { Logger } from '../logger';
import { chunk, contentPassages, type Passage } from './passages';

/** Bump when the passage rules change, so every server rebuilds its index once. */
const INDEX_VERSION = 'passages-v3';
const HASH_KEY = 'knowledge_content_hash';
/** Our advisory lock id: two processes starting together build the index once. */
const INDEX_LOCK_ID = 7_240_118;

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true })
    .flatMap((entry) =>
      entry.isDirectory() ? filesUnder(join(folder, entry.name)) : [join(folder, entry.name)],
    )
    .sort();
}

/** A hash of every content file (names and bytes) and of the passage rules. */
export function contentHash(root: string): string {
  const hash = createHash('sha256').update(INDEX_VERSION);
  for (const file of filesUnder(root)) hash.update(file).update('\0').update(readFileSync(file));
  return hash.digest('hex');
}

type IndexedPassage = Passage & { key: string; questionId?: string };

/** The passages of one question: public and answered, or none. */
async function questionPassages(db: AppDb, questionIds?: string[]): Promise<IndexedPassage[]> {
  const rows = await db
    .select({ id: questions.id, title: questions.title, body: questions.body, answer: answers.body })
    .from(questions)
    .innerJoin(answers, eq(answers.questionId, questions.id))
    .where(
      and(eq(questions.visibility, 'public'), questionIds ? inArray(questions.id, questionIds) : undefined),
    )
    .orderBy(asc(questions.id), asc(answers.createdAt));
  const passages: IndexedPassage[] = [];
  const seen = new Set<string>();
  for (const row of rows) {
    const base = {
      source: 'question' as const,
      key: `question:${row.id}`,
      questionId: row.id,
      url: `/dashboard/question/${row.id}`,
      title: row.title,
    };
    if (!seen.has(row.id)) {
      seen.add(row.id);
      for (const text of chunk(row.body)) passages.push({ ...base, heading: 'Question', text });
    }
    for (const text of chunk(row.answer)) passages.push({ ...base, heading: 'Answer from our agents', text });
  }
  return passages;
}

async function insertPassages(db: AppDb, passages: IndexedPassage[]): Promise<void> {
  for (let i = 0; i < passages.length; i += 200) {
    const batch = passages.slice(i, i + 200).map(({ key, ...passage }) => ({ ...passage, sourceKey: key }));
    await db.insert(knowledgePassages).values(batch);
  }
}

export interface IndexResult {
  rebuilt: boolean;
  passages: number;
}

/** Rebuilds the index when the content changed since the last build (or was never built). */
export async function ensureKnowledgeIndex(
  db: AppDb,
  logger: Logger,
  root = 'src/content',
): Promise<IndexResult> {
  if (!existsSync(root)) {
    logger.warn('knowledge.no_content', { root });
    return { rebuilt: false, passages: 0 };
  }
  const hash = contentHash(root);
  const current = async (tx: AppDb) =>
    (await tx.select({ value: serverMeta.value }).from(serverMeta).where(eq(serverMeta.key, HASH_KEY)))[0]
      ?.value;
  if ((await current(db)) === hash) return { rebuilt: false, passages: 0 };
  const content = contentPassages(compileContent(root).values()).map((p) => ({ ...p, key: 'content' }));
  const count = await inTransaction(db, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${INDEX_LOCK_ID})`);
    if ((await current(tx)) === hash) return 0;
    await tx.delete(knowledgePassages);
    const all = [...content, ...(await questionPassages(tx))];
    await insertPassages(tx, all);
    await tx
      .insert(serverMeta)
      .values({ key: HASH_KEY, value: hash })
      .onConflictDoUpdate({ target: serverMeta.key, set: { value: hash, updatedAt: new Date() } });
    return all.length;
  });
  logger.info('knowledge.rebuilt', { passages: count });
  return { rebuilt: count > 0, passages: count };
}

/**
 * Re-indexes one question after an agent answered it or changed its visibility. A question deleted
 * meanwhile (its author's account closed) makes the insert fail on the foreign key: nothing of it
 * can come back into the index.
 */
export async function refreshQuestionKnowledge(db: AppDb, questionId: string): Promise<void> {
  const passages = await questionPassages(db, [questionId]);
  await inTransaction(db, async (tx) => {
    await tx.delete(knowledgePassages).where(eq(knowledgePassages.sourceKey, `question:${questionId}`));
    await insertPassages(tx, passages);
  });
}

const ready = new WeakMap<AppDb, Promise<IndexResult>>();

/** ensureKnowledgeIndex once per database handle: the server start and the first chat share it. */
export function knowledgeReady(db: AppDb, logger: Logger): Promise<IndexResult> {
  let promise = ready.get(db);
  if (!promise) {
    promise = ensureKnowledgeIndex(db, logger);
    // A failed build is retried by the next caller rather than remembered.
    promise.catch(() => ready.delete(db));
    ready.set(db, promise);
  }
  return promise;
}
