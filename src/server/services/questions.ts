// Members' questions: asking (limited per account, once per Idempotency-Key, by the route), listing one's own,
// and reading one. A private question is its author's and the agents'; for anyone else it does
// not exist (404). Reading as the author marks the answers read.
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import {
  questionIdSchema,
  type CreateFollowUpData,
  type CreateQuestionData,
  type Answer,
  type FollowUp,
  type QuestionDetail,
  type QuestionSummary,
  type QuestionTopic,
} from '../../shared/questions-schemas';
import type { AppDb } from '../db/client';
import { answers, questionFollowUps, questionReads, questions, users } from '../db/schema';
import type { Logger } from '../logger';
import { canSeeOwned, notFound } from './authz';
import { displayName, nameColumns, oldestFirst } from './people';
import type { Limit } from './rate-limit';
import type { SessionUser } from './sessions';

/** A question without its search vector, which stays in the database. */
export type QuestionRow = Omit<typeof questions.$inferSelect, 'search'>;

export interface QuestionDeps {
  db: AppDb;
  logger: Logger;
  now: () => Date;
  /** Questions per member account. */
  limit: Limit;
}

// Written out with table names: drizzle leaves columns unqualified in a one-table select, and an
// unqualified "id" inside these subqueries would mean the answer's id, not the question's.
/** How many answers the outer query's question has. */
export const answerCountSql = sql<number>`(select count(*)::int from answers a where a.question_id = "questions"."id")`;

/** Answers newer than the user's last read of the outer query's question. */
export const unreadCountSql = (userId: string) => sql<number>`(
  select count(*)::int from answers a
  where a.question_id = "questions"."id"
    and a.created_at > coalesce(
      (select r.read_at from question_reads r where r.question_id = "questions"."id" and r.user_id = ${userId}),
      '-infinity'::timestamptz))`;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** What every view of a question shows (member's list, detail, agents' queue), as the API gives it. */
export function questionFields(row: Omit<QuestionRow, 'authorId' | 'body' | 'updatedAt'>) {
  return {
    id: row.id,
    title: row.title,
    topic: row.topic as QuestionTopic,
    status: row.status,
    visibility: row.visibility,
    createdAt: row.createdAt.toISOString(),
    lastAnswerAt: iso(row.lastAnswerAt),
  };
}

function toSummary(row: QuestionRow & { answerCount: number; unreadCount: number }): QuestionSummary {
  return {
    ...questionFields(row),
    updatedAt: row.updatedAt.toISOString(),
    answerCount: row.answerCount,
    unreadCount: row.unreadCount,
  };
}

/** The columns a question answer carries; the tsvector stays in the database. */
export const questionColumns = {
  id: questions.id,
  authorId: questions.authorId,
  title: questions.title,
  body: questions.body,
  topic: questions.topic,
  status: questions.status,
  visibility: questions.visibility,
  createdAt: questions.createdAt,
  updatedAt: questions.updatedAt,
  lastAnswerAt: questions.lastAnswerAt,
  notifyByEmail: questions.notifyByEmail,
};

/** Stores a member's question; the route (addWrite) has validated it, limited and claimed the key. */
export async function createQuestion(
  deps: Pick<QuestionDeps, 'db' | 'logger' | 'now'>,
  author: SessionUser,
  data: CreateQuestionData,
  requestId: string,
): Promise<QuestionDetail> {
  const now = deps.now();
  const [row] = await deps.db
    .insert(questions)
    .values({ authorId: author.id, ...data, createdAt: now, updatedAt: now })
    .returning(questionColumns);
  if (!row) throw new Error('insert returned no row');
  deps.logger.info('question.created', { requestId, questionId: row.id });
  return toDetail(row, [], [], true);
}

export async function listMyQuestions(db: AppDb, userId: string, limit = 200): Promise<QuestionSummary[]> {
  const rows = await db
    .select({ ...questionColumns, answerCount: answerCountSql, unreadCount: unreadCountSql(userId) })
    .from(questions)
    .where(eq(questions.authorId, userId))
    .orderBy(desc(questions.createdAt), desc(questions.id))
    .limit(limit);
  return rows.map(toSummary);
}

function toDetail(row: QuestionRow, list: Answer[], followUps: FollowUp[], mine: boolean): QuestionDetail {
  return {
    ...questionFields(row),
    body: row.body,
    updatedAt: row.updatedAt.toISOString(),
    mine,
    answers: list,
    followUps,
  };
}

/** The author's follow-ups to a question, oldest first. */
export async function followUpsOf(db: AppDb, questionId: string): Promise<FollowUp[]> {
  const rows = await db
    .select({
      id: questionFollowUps.id,
      body: questionFollowUps.body,
      createdAt: questionFollowUps.createdAt,
    })
    .from(questionFollowUps)
    .where(eq(questionFollowUps.questionId, questionId))
    .orderBy(...oldestFirst(questionFollowUps));
  return rows.map((row) => ({ id: row.id, body: row.body, createdAt: row.createdAt.toISOString() }));
}

/** A question's answers, oldest first, each with its agent's display name (chat shows them too). */
export async function answersOf(db: AppDb, questionId: string): Promise<Answer[]> {
  const rows = await db
    .select({
      id: answers.id,
      body: answers.body,
      createdAt: answers.createdAt,
      ...nameColumns,
    })
    .from(answers)
    .leftJoin(users, eq(users.id, answers.agentId))
    .where(eq(answers.questionId, questionId))
    .orderBy(...oldestFirst(answers));
  return rows.map((row) => ({
    id: row.id,
    body: row.body,
    createdAt: row.createdAt.toISOString(),
    agentName: displayName(row.firstName, row.lastName),
  }));
}

/** One question by a path id; a malformed id is not found, like an unknown one. */
export async function findQuestion(db: AppDb, id: string, where?: SQL): Promise<QuestionRow | undefined> {
  if (!questionIdSchema.safeParse(id).success) return undefined;
  const [row] = await db
    .select(questionColumns)
    .from(questions)
    .where(where ? and(eq(questions.id, id), where) : eq(questions.id, id));
  return row;
}

export async function markRead(db: AppDb, questionId: string, userId: string, now: Date): Promise<void> {
  await db
    .insert(questionReads)
    .values({ questionId, userId, readAt: now })
    .onConflictDoUpdate({ target: [questionReads.questionId, questionReads.userId], set: { readAt: now } });
}

/** The question as `viewer` may see it, or 404. Opening it as its author marks the answers read. */
export async function readQuestion(
  db: AppDb,
  id: string,
  viewer: SessionUser | undefined,
  now: Date,
): Promise<QuestionDetail> {
  const row = await findQuestion(db, id);
  if (!row) throw notFound('That question');
  if (row.visibility !== 'public' && !canSeeOwned(viewer, row.authorId)) throw notFound('That question');
  const mine = viewer?.id === row.authorId;
  const list = await answersOf(db, row.id);
  if (mine) await markRead(db, row.id, row.authorId, now);
  return toDetail(row, list, await followUpsOf(db, row.id), mine);
}

/** For server rendering a public question page: the question and its answers, or undefined. */
export async function getPublicQuestionForPage(db: AppDb, id: string): Promise<QuestionDetail | undefined> {
  const row = await findQuestion(db, id, eq(questions.visibility, 'public'));
  if (!row) return undefined;
  return toDetail(row, await answersOf(db, row.id), await followUpsOf(db, row.id), false);
}

/**
 * For server rendering a private question's page for `viewer`, who may see it (its author or an
 * agent): as the API shows it to them, without marking anything read (the page's own API call does).
 */
export async function getOwnQuestionForPage(
  db: AppDb,
  row: QuestionRow,
  viewer: SessionUser,
): Promise<QuestionDetail> {
  return toDetail(
    row,
    await answersOf(db, row.id),
    await followUpsOf(db, row.id),
    viewer.id === row.authorId,
  );
}

/**
 * The author asks again on their own question (the route has validated, limited and claimed the
 * key, as for a new question): the follow-up is stored and the question goes back to the agents'
 * queue as open. Anyone else's question, private or public, is not found (404), as for any write to
 * another member's data.
 */
export async function addFollowUp(
  deps: Pick<QuestionDeps, 'db' | 'logger' | 'now'>,
  author: SessionUser,
  questionId: string,
  data: CreateFollowUpData,
  requestId: string,
): Promise<QuestionDetail> {
  const question = await findQuestion(deps.db, questionId, eq(questions.authorId, author.id));
  if (!question) throw notFound('That question');
  const now = deps.now();
  const [followUp] = await deps.db
    .insert(questionFollowUps)
    .values({ questionId: question.id, authorId: author.id, body: data.body, createdAt: now })
    .returning({ id: questionFollowUps.id });
  await deps.db
    .update(questions)
    .set({ status: 'open', updatedAt: now })
    .where(eq(questions.id, question.id));
  deps.logger.info('question.follow_up', { requestId, questionId: question.id, followUpId: followUp?.id });
  return readQuestion(deps.db, question.id, author, now);
}
