// /api/questions (OpenAPI at /api/openapi.json): members ask, list and search; anyone reads a
// public question. The ask goes through addWrite; reads declare their query and answer schemas.
// Who may see what lives in the services ("not yours" is 404, services/authz.ts).
import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import {
  createQuestionSchema,
  myQuestionsResponseSchema,
  questionDetailSchema,
  questionSearchQuerySchema,
  searchResponseSchema,
} from '../../shared/questions-schemas';
import type { Limit } from '../services/rate-limit';
import { searchQuestions } from '../services/question-search';
import { createQuestion, listMyQuestions, readQuestion } from '../services/questions';
import { apiRouter, errorsFor, jsonBody } from '../write/api-router';
import { loadSession, sessionUser } from '../write/session';
import { addWrite, type WriteDeps } from '../write/write-route';

export interface QuestionRouteDeps extends WriteDeps {
  /** Questions per member account. */
  limit: Limit;
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

  const mine = createRoute({
    method: 'get',
    path: '/',
    summary: "The member's own questions, newest first",
    tags,
    middleware: [member],
    responses: { 200: jsonBody(myQuestionsResponseSchema, 'My questions'), ...errorsFor(401, 403, 503) },
  });
  app.openapi(mine, async (c) =>
    c.json({ questions: await listMyQuestions(deps.db, sessionUser(c).id) }, 200),
  );

  const search = createRoute({
    method: 'get',
    path: '/search',
    summary: "Search the member's own and all public questions",
    tags,
    middleware: [member],
    request: { query: questionSearchQuerySchema },
    responses: { 200: jsonBody(searchResponseSchema, 'Matches'), ...errorsFor(400, 401, 403, 503) },
  });
  app.openapi(search, async (c) =>
    c.json(await searchQuestions(deps.db, sessionUser(c).id, c.req.valid('query')), 200),
  );

  const one = createRoute({
    method: 'get',
    path: '/{id}',
    summary: 'One question with its answers (public ones for anyone)',
    tags,
    middleware: [loadSession(deps.db, deps.now, false)],
    request: { params: idParams },
    responses: { 200: jsonBody(questionDetailSchema, 'The question'), ...errorsFor(404, 503) },
  });
  app.openapi(one, async (c) => {
    const viewer = c.get('session')?.user;
    return c.json(await readQuestion(deps.db, c.req.valid('param').id, viewer, deps.now()), 200);
  });

  return app;
}
