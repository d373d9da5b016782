// /api/questions: members ask, list and search; anyone reads a public question. Thin: parse with
// the shared schema, call the service, answer. Authorization lives in services/authz.ts.
import { Hono } from 'hono';
import { questionSearchQuerySchema } from '../../shared/questions-schemas';
import type { AppEnv } from '../app-env';
import type { AppDb } from '../db/client';
import type { Logger } from '../logger';
import { requireJson } from '../middleware/json-body';
import { optionalUser, requireUser } from '../services/authz';
import { IDEMPOTENCY_HEADER, readIdempotencyKey } from '../services/idempotency';
import { parseInput, readBody } from '../services/parse-input';
import { searchQuestions } from '../services/question-search';
import { createQuestion, listMyQuestions, readQuestion } from '../services/questions';
import type { Limit } from '../services/rate-limit';

export interface QuestionRouteDeps {
  db: AppDb;
  logger: Logger;
  now: () => Date;
  /** Questions per member account. */
  limit: Limit;
}

export function questionRoutes(deps: QuestionRouteDeps) {
  const app = new Hono<AppEnv>();
  const member = requireUser(deps, 'member');

  app.post('/', member, requireJson(), async (c) => {
    const idempotencyKey = readIdempotencyKey(c.req.header(IDEMPOTENCY_HEADER));
    const result = await createQuestion(deps, c.get('user'), await readBody(c), {
      requestId: c.get('requestId'),
      idempotencyKey,
    });
    if (result.replayed) c.header('Idempotent-Replayed', 'true');
    return c.json(result.body, result.status as 201);
  });

  app.get('/', member, async (c) => {
    const user = c.get('user');
    return c.json({ questions: await listMyQuestions(deps.db, user.id) });
  });

  app.get('/search', member, async (c) => {
    const user = c.get('user');
    const query = parseInput(questionSearchQuerySchema, c.req.query());
    return c.json(await searchQuestions(deps.db, user.id, query));
  });

  app.get('/:id', optionalUser(deps), async (c) => {
    const user = c.get('user');
    return c.json(await readQuestion(deps.db, c.req.param('id'), user, deps.now()));
  });

  return app;
}
