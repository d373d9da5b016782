// /api/questions (OpenAPI at /api/openapi.json): members ask, follow up on their own questions,
// list and search; anyone reads a public question. The ask goes through addWrite, the reads through addRead.
// Who may see what lives in the services ("not yours" is 404, services/authz.ts).
import { z } from 'zod';
import {
  createFollowUpSchema,
  createQuestionSchema,
  myQuestionsResponseSchema,
  questionDetailSchema,
  questionSearchQuerySchema,
  searchResponseSchema,
} from '../../shared/questions-schemas';
import type { Limit } from '../services/rate-limit';
import { searchSitePages } from '../chat/site-search';
import type { PassagesSource } from '../chat/knowledge-index';
import { searchQuestions } from '../services/question-search';
import { addFollowUp, createQuestion, listMyQuestions, readQuestion } from '../services/questions';
import { apiRouter } from '../write/api-router';
import { addRead } from '../write/read-route';
import { loadSession, sessionUser } from '../write/session';
import { addWrite, type WriteDeps } from '../write/write-route';

export interface QuestionRouteDeps extends WriteDeps {
  /** Questions per member account. */
  limit: Limit;
  /** The content's passages (the chat's index), for the site's pages in the search. */
  passages: PassagesSource;
}

/** A path id; anything that is not a question's UUID is simply not found (404), never a 400. */
export const idParams = z.object({ id: z.string().describe('The row id (a UUID).') });

export function questionRoutes(deps: QuestionRouteDeps) {
  const app = apiRouter();
  const tags = ['questions'];
  const member = loadSession(deps.db, deps.now, true, ['member']);

  addWrite(
    app,
    deps,
    {
      name: 'question',
      path: '/',
      summary: 'Ask the agents a question (members)',
      tags,
      body: createQuestionSchema,
      response: questionDetailSchema,
      session: 'required',
      roles: ['member'],
      idempotency: 'questions.create',
      limits: ({ userId }) => [{ key: `question-user:${userId}`, limit: deps.limit }],
    },
    (data, ctx) => createQuestion({ ...deps, db: ctx.db }, sessionUser(ctx.c), data, ctx.requestId),
  );

  // A follow-up is asked like a question: the same text rules, the same per-account count.
  addWrite(
    app,
    deps,
    {
      name: 'question.follow_up',
      path: '/{id}/follow-ups',
      summary: 'Ask a follow-up on your own question: it goes back to the agents as open (members)',
      tags,
      params: idParams,
      body: createFollowUpSchema,
      response: questionDetailSchema,
      session: 'required',
      roles: ['member'],
      idempotency: 'questions.follow-up',
      limits: ({ userId }) => [{ key: `question-user:${userId}`, limit: deps.limit }],
      errors: [404],
    },
    (data, ctx) =>
      addFollowUp(
        { ...deps, db: ctx.db },
        sessionUser(ctx.c),
        ctx.c.req.param('id') ?? '',
        data,
        ctx.requestId,
      ),
  );

  addRead(
    app,
    {
      path: '/',
      summary: "The member's own questions, newest first",
      tags,
      middleware: [member],
      response: myQuestionsResponseSchema,
      description: 'My questions',
      errors: [401, 403, 503],
    },
    async (_query, c) => ({ questions: await listMyQuestions(deps.db, sessionUser(c).id) }),
  );

  addRead(
    app,
    {
      path: '/search',
      summary: "Search the member's own and all public questions",
      tags,
      middleware: [member],
      query: questionSearchQuerySchema,
      response: searchResponseSchema,
      description: 'Matches',
      errors: [400, 401, 403, 503],
    },
    async (query, c) => {
      const [found, pages] = await Promise.all([
        searchQuestions(deps.db, sessionUser(c).id, query),
        query.page === 1 ? searchSitePages(deps.db, deps.logger, deps.passages, query.q) : [],
      ]);
      return { ...found, pages };
    },
  );

  addRead(
    app,
    {
      path: '/{id}',
      summary: 'One question with its answers (public ones for anyone)',
      tags,
      middleware: [loadSession(deps.db, deps.now, false)],
      params: idParams,
      response: questionDetailSchema,
      description: 'The question',
      errors: [404, 503],
    },
    (_query, c) => readQuestion(deps.db, c.req.param('id') ?? '', c.get('session')?.user, deps.now()),
  );

  return app;
}
