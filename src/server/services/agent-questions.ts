// The agents' side of questions: the queue (open first, oldest first), answering, and changing
// status or visibility. Each change and its action-log entry commit together.
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  createAnswerSchema,
  updateQuestionSchema,
  type AgentQueueResponse,
} from '../../shared/agent-schemas';
import type { QuestionDetail, QuestionStatus } from '../../shared/questions-schemas';
import { inTransaction, type AppDb } from '../db/client';
import { answers, questionCounts, questions, users } from '../db/schema';
import type { Logger } from '../logger';
import { refreshQuestionKnowledge } from '../chat/knowledge-index';
import { enqueueEmail, type EmailSettings } from '../email/outbox';
import { enqueuePush, questionAnsweredNotice } from '../push/notices';
import { recordAction, type ActionRecord } from './agent-activity';
import { agentPage } from './agent-page';
import { memberColumns, oldestFirst } from './people';
import { notFound } from './authz';
import { answerCountSql, findQuestion, questionColumns, questionFields, readQuestion } from './questions';
import type { SessionUser } from './sessions';

export interface AgentDeps {
  db: AppDb;
  logger: Logger;
  now: () => Date;
  /** Link signing for the answer email; without it no email is written (some tests). */
  email?: EmailSettings;
}

export async function questionQueue(
  db: AppDb,
  status: QuestionStatus | undefined,
  page: number,
): Promise<AgentQueueResponse> {
  const where = status ? eq(questions.status, status) : undefined;
  // Kept by the database's triggers (migration 0019): one small row per status, not every question.
  const total = async () => {
    const [row] = await db
      .select({ n: sql<number>`coalesce(sum(${questionCounts.n}), 0)::int` })
      .from(questionCounts)
      .where(status ? eq(questionCounts.status, status) : undefined);
    return row?.n ?? 0;
  };
  return agentPage(
    db,
    page,
    total,
    (limit, offset) =>
      db
        .select({
          ...questionColumns,
          answerCount: answerCountSql,
          ...memberColumns,
        })
        .from(questions)
        .innerJoin(users, eq(users.id, questions.authorId))
        .where(where)
        // Open questions wait for an answer: they come first, the longest-waiting at the top. Each
        // order is an index's (schema.ts), so a page is read, not every question sorted.
        .orderBy(...(status ? [] : [sql`(${questions.status} <> 'open')`]), ...oldestFirst(questions))
        .limit(limit)
        .offset(offset),
    (row) => ({
      ...questionFields(row),
      body: row.body,
      answerCount: row.answerCount,
      author: { name: `${row.firstName} ${row.lastName}`, email: row.email },
    }),
  );
}

type QuestionRow = NonNullable<Awaited<ReturnType<typeof findQuestion>>>;

/** What a change writes to the question row (its updatedAt is set too) and says in the action log. */
type QuestionChange = Omit<ActionRecord, 'agentId' | 'now'> & { set: Partial<typeof questions.$inferInsert> };

/**
 * One agent change to a question: found or 404, the change, the question row's new values and
 * its action-log entry in one transaction, then the chat's knowledge refreshed and the question
 * read back as the agent sees it.
 */
async function changeQuestion(
  deps: AgentDeps,
  agent: SessionUser,
  questionId: string,
  change: (tx: AppDb, question: QuestionRow, now: Date) => Promise<QuestionChange>,
): Promise<QuestionDetail> {
  const question = await findQuestion(deps.db, questionId);
  if (!question) throw notFound('That question');
  const now = deps.now();
  // Read before the transaction: on PGlite's one connection it would wait for itself (outbox.ts).
  if (question.notifyByEmail && deps.email) await deps.email.keys.secret();
  await inTransaction(deps.db, async (tx) => {
    const { set, ...record } = await change(tx, question, now);
    await tx
      .update(questions)
      .set({ ...set, updatedAt: now })
      .where(eq(questions.id, question.id));
    await recordAction(tx, { ...record, agentId: agent.id, now });
  });
  await refreshKnowledge(deps, question.id);
  return readQuestion(deps.db, question.id, agent, now);
}

export function answerQuestion(
  deps: AgentDeps,
  agent: SessionUser,
  questionId: string,
  data: z.output<typeof createAnswerSchema>,
): Promise<QuestionDetail> {
  return changeQuestion(deps, agent, questionId, async (tx, question, now) => {
    const [answer] = await tx
      .insert(answers)
      .values({ questionId: question.id, agentId: agent.id, body: data.body, createdAt: now })
      .returning({ id: answers.id });
    const status = data.markAnswered ? 'answered' : question.status;
    const emailId = await emailTheAuthor(tx, deps, question, now);
    // Every device the author turned notices on for; the notice names no words (decision 240).
    const pushes = await enqueuePush(tx, question.authorId, questionAnsweredNotice(question.id), now);
    deps.logger.info('question.answered', { questionId: question.id, agentId: agent.id, emailId, pushes });
    return {
      set: { status, lastAnswerAt: now },
      action: 'question.answer',
      targetType: 'question',
      targetId: question.id,
      detail: { answerId: answer?.id, status: { from: question.status, to: status } },
    };
  });
}

/** The answer email, in the answer's transaction: it exists exactly when the answer does. */
async function emailTheAuthor(
  tx: AppDb,
  deps: AgentDeps,
  question: QuestionRow,
  now: Date,
): Promise<string | undefined> {
  if (!question.notifyByEmail || !deps.email) return undefined;
  const [author] = await tx
    .select({ email: users.email, firstName: users.firstName })
    .from(users)
    .where(eq(users.id, question.authorId));
  if (!author) return undefined;
  return enqueueEmail(tx, deps.email, {
    to: author.email,
    template: 'question-answered',
    data: {
      firstName: author.firstName ?? undefined,
      questionId: question.id,
      questionTitle: question.title,
    },
    now,
  });
}

export function updateQuestion(
  deps: AgentDeps,
  agent: SessionUser,
  questionId: string,
  data: z.output<typeof updateQuestionSchema>,
): Promise<QuestionDetail> {
  return changeQuestion(deps, agent, questionId, async (_tx, question) => {
    const detail: Record<string, unknown> = {};
    if (data.status) detail.status = { from: question.status, to: data.status };
    if (data.visibility) detail.visibility = { from: question.visibility, to: data.visibility };
    return { set: data, action: 'question.update', targetType: 'question', targetId: question.id, detail };
  });
}

/** Public answers feed the chat assistant; a failed refresh must not fail the agent's action. */
async function refreshKnowledge(deps: AgentDeps, questionId: string): Promise<void> {
  try {
    await refreshQuestionKnowledge(deps.db, questionId);
  } catch (error) {
    deps.logger.warn('knowledge.refresh_failed', { questionId, error: String(error) });
  }
}
