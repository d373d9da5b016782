// /api/chat: the members' chat assistant (docs/contracts.md "Chat"). Members only: 401 without a
// session, 403 for an agent, 404 for a conversation that is not the member's. Thin: the work is in
// src/server/chat/.
import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { AppEnv } from '../app-env';
import { deleteConversation, listConversations, readConversation } from '../chat/conversations';
import { handOff } from '../chat/handoff';
import { prepareTurn, streamTurn, type ChatDeps } from '../chat/reply';
import { requireJson } from '../middleware/json-body';
import { requireUser } from '../services/authz';
import { readBody } from '../services/parse-input';

export function chatRoutes(deps: ChatDeps) {
  const app = new Hono<AppEnv>();
  const member = requireUser(deps, 'member');

  app.post('/', member, requireJson(), async (c) => {
    const turn = await prepareTurn(deps, c.get('user'), await readBody(c), c.get('requestId'));
    // Proxies that buffer (nginx) would hold the reply back until the end.
    c.header('X-Accel-Buffering', 'no');
    return streamSSE(c, (stream) => streamTurn(deps, turn, stream));
  });

  app.get('/conversations', member, async (c) => {
    return c.json({ conversations: await listConversations(deps.db, c.get('user').id) });
  });

  app.get('/conversations/:id', member, async (c) => {
    return c.json(await readConversation(deps.db, c.get('user').id, c.req.param('id')));
  });

  app.delete('/conversations/:id', member, async (c) => {
    await deleteConversation(deps.db, c.get('user').id, c.req.param('id'));
    return c.body(null, 204);
  });

  app.post('/conversations/:id/handoff', member, async (c) => {
    const questionDeps = { ...deps, limit: deps.questionLimit };
    const result = await handOff(questionDeps, c.get('user'), c.req.param('id'), c.get('requestId'));
    return c.json(result.body, result.status);
  });

  return app;
}
