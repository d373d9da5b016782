// Keeps the chat assistant's passages (knowledge_passages) in step with the site: rebuilt at server
// start when the build's passages changed, and per question when an agent answers or publishes one.
// The content's passages come from the build (dist/server/chat-passages.json, decision 161): the
// server never compiles markdown.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { inTransaction, type AppDb } from '../db/client';
import { answers, knowledgePassages, questions, serverMeta } from '../db/schema';
import type { Logger } from '../logger';
import type { Passage } from '../../shared/chat-engine/passage';
import { CHAT_PASSAGES_FORMAT, chunk, type ChatPassagesFile } from './passages';

/** Bump when the index's own rules change (question passages, columns): every server rebuilds once. */
const INDEX_VERSION = 'passages-v3';
const HASH_KEY = 'knowledge_content_hash';
/** Our advisory lock id: two processes starting together build the index once. */
const INDEX_LOCK_ID = 7_240_118;

/** The content's passages: the build's file in a server; tests may pass compiled content. */
export type PassagesSource = () => Promise<ChatPassagesFile>;

const runBuild = 'run `npm run build` first, or set CHAT_PASSAGES_FILE';

/** The build's passages file, read when the index is checked; a missing file stops the start. */
export function passagesFromFile(file: string): PassagesSource {
  if (!existsSync(file)) throw new Error(`no chat passages at ${file}: ${runBuild}`);
  return () => readPassagesFile(file);
}

async function readPassagesFile(file: string): Promise<ChatPassagesFile> {
  const text = await readFile(file, 'utf8').catch((error: unknown) => {
    throw new Error(`no chat passages at ${file}: ${runBuild}`, { cause: error });
  });
  const parsed = JSON.parse(text) as Partial<ChatPassagesFile>;
  if (
    parsed.format !== CHAT_PASSAGES_FORMAT ||
    typeof parsed.hash !== 'string' ||
    !Array.isArray(parsed.passages)
  ) {
    throw new Error(`${file} is not a chat passages file of format ${CHAT_PASSAGES_FORMAT}: ${runBuild}`);
  }
  return parsed as ChatPassagesFile;
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

/** Rebuilds the index when the content's passages changed since the last build (or was never built). */
export async function ensureKnowledgeIndex(
  db: AppDb,
  logger: Logger,
  source: PassagesSource,
): Promise<IndexResult> {
  const built = await source();
  // The build's hash covers the content and the rules that cut it; ours, the rest of the index.
  const hash = `${INDEX_VERSION}:${built.hash}`;
  const current = async (tx: AppDb) =>
    (await tx.select({ value: serverMeta.value }).from(serverMeta).where(eq(serverMeta.key, HASH_KEY)))[0]
      ?.value;
  if ((await current(db)) === hash) return { rebuilt: false, passages: 0 };
  const content = built.passages.map((p) => ({ ...p, key: 'content' }));
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
export function knowledgeReady(db: AppDb, logger: Logger, source: PassagesSource): Promise<IndexResult> {
  let promise = ready.get(db);
  if (!promise) {
    promise = ensureKnowledgeIndex(db, logger, source);
    // A failed build is retried by the next caller rather than remembered.
    promise.catch(() => ready.delete(db));
    ready.set(db, promise);
  }
  return promise;
}
