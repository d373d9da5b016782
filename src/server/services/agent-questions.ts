// The agents' side of questions: the queue (open first, oldest first), answering, and changing
// status or visibility. Each change and its action-log entry commit together.
import { asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  createAnswerSchema,
  updateQuestionSchema,
  type AgentQueueResponse,
} from '../../shared/agent-schemas';
import type { QuestionDetail, QuestionStatus } from '../../shared/questions-schemas';
import type { AppDb } from '../db/client';
import { answers, questions, users } from '../db/schema';
import type { Logger } from '../logger';
import { refreshQuestionKnowledge } from '../chat/knowledge-index';
import { recordAction } from './agent-activity';
import { agentPage } from './agent-page';
import { notFound } from './authz';
import { answerCountSql, findQuestion, questionColumns, questionFields, readQuestion } from './questions';
import type { SessionUser } from './sessions';

export interface AgentDeps {
  db: AppDb;
  logger: Logger;
  now: () => Date;
}

export async function questionQueue(
  db: AppDb,
  status: QuestionStatus | undefined,
  page: number,
): Promise<AgentQueueResponse> {
  const where = status ? eq(questions.status, status) : undefined;
  return agentPage(
    db,
    page,
    { table: questions, where },
    (limit, offset) =>
      db
        .select({
          ...questionColumns,
          answerCount: answerCountSql,
          firstName: users.firstName,
          lastName: users.lastName,
          email: users.email,
        })
        .from(questions)
        .innerJoin(users, eq(users.id, questions.authorId))
        .where(where)
        // Open questions wait for an answer: they come first, the longest-waiting at the top.
        .orderBy(sql`(${questions.status} = 'open') desc`, asc(questions.createdAt), asc(questions.id))
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

export async function answerQuestion(
  deps: AgentDeps,
  agent: SessionUser,
  questionId: string,
  data: z.output<typeof createAnswerSchema>,
): Promise<QuestionDetail> {
  const question = await findQuestion(deps.db, questionId);
  if (!question) throw notFound('That question');
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const [answer] = await tx
      .insert(answers)
      .values({ questionId: question.id, agentId: agent.id, body: data.body, createdAt: now })
      .returning({ id: answers.id });
    const status = data.markAnswered ? 'answered' : question.status;
    await tx
      .update(questions)
      .set({ status, lastAnswerAt: now, updatedAt: now })
      .where(eq(questions.id, question.id));
    await recordAction(tx as unknown as AppDb, {
      agentId: agent.id,
      action: 'question.answer',
      targetType: 'question',
      targetId: question.id,
      detail: { answerId: answer?.id, status: { from: question.status, to: status } },
      now,
    });
  });
  deps.logger.info('question.answered', { questionId: question.id, agentId: agent.id });
  await refreshKnowledge(deps, question.id);
  return readQuestion(deps.db, question.id, agent, now);
}

export async function updateQuestion(
  deps: AgentDeps,
  agent: SessionUser,
  questionId: string,
  data: z.output<typeof updateQuestionSchema>,
): Promise<QuestionDetail> {
  const question = await findQuestion(deps.db, questionId);
  if (!question) throw notFound('That question');
  const now = deps.now();
  const detail: Record<string, unknown> = {};
  if (data.status) detail.status = { from: question.status, to: data.status };
  if (data.visibility) detail.visibility = { from: question.visibility, to: data.visibility };
  await deps.db.transaction(async (tx) => {
    await tx
      .update(questions)
      .set({ ...data, updatedAt: now })
      .where(eq(questions.id, question.id));
    await recordAction(tx as unknown as AppDb, {
      agentId: agent.id,
      action: 'question.update',
      targetType: 'question',
      targetId: question.id,
      detail,
      now,
    });
  });
  await refreshKnowledge(deps, question.id);
  return readQuestion(deps.db, question.id, agent, now);
}

/** Public answers feed the chat assistant; a failed refresh must not fail the agent's action. */
async function refreshKnowledge(deps: AgentDeps, questionId: string): Promise<void> {
  try {
    await refreshQuestionKnowledge(deps.db, questionId);
  } catch (error) {
    deps.logger.warn('knowledge.refresh_failed', { questionId, error: String(error) });
  }
}
