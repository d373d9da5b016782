// /api/chat (OpenAPI at /api/openapi.json): the members' chat assistant (docs/contracts.md "Chat").
// Members only: 401 without a session, 403 for an agent, 404 for a conversation that is not the
// member's. POST / answers text/event-stream, so it declares its routes itself instead of addWrite
// (whose answers are JSON) but runs the same body guards and session check first. Thin: the work
// is in src/server/chat/.
import { createRoute } from '@hono/zod-openapi';
import { streamSSE } from 'hono/streaming';
import { z } from 'zod';
import {
  chatRequestSchema,
  conversationDetailSchema,
  conversationListSchema,
  handoffResponseSchema,
} from '../../shared/chat-schemas';
import { deleteConversation, listConversations, readConversation } from '../chat/conversations';
import { handOff } from '../chat/handoff';
import { prepareTurn, streamTurn, type ChatDeps } from '../chat/reply';
import { apiRouter, errorsFor, jsonBody } from '../write/api-router';
import { loadSession, sessionUser } from '../write/session';
import { guards } from '../write/write-route';
import { idParams } from './questions';

const EVENTS =
  'The reply as server-sent events, in order: meta {conversationId, messageId}, delta {text} (many), ' +
  'citations [{url, title}], suggestions [{label, url}], done {messageId}; or error {message} ' +
  'instead of the rest when the reply fails. Closing the connection stops the reply; what was ' +
  'sent is kept, marked stopped. Shapes: chatEventSchemas in src/shared/chat-schemas.ts.';

export function chatRoutes(deps: ChatDeps) {
  const app = apiRouter();
  const tags = ['chat'];
  const member = loadSession(deps.db, deps.now, true, ['member']);

  const send = createRoute({
    method: 'post',
    path: '/',
    summary: 'Send the assistant a message; the reply streams back (members)',
    tags,
    // JSON type, NUL bytes and reserved keys, then the session, all before the schema.
    middleware: guards(deps, { name: 'chat', session: 'required', roles: ['member'] }),
    request: {
      body: { required: true, content: { 'application/json': { schema: chatRequestSchema } } },
    },
    responses: {
      200: { description: EVENTS, content: { 'text/event-stream': { schema: z.string() } } },
      ...errorsFor(400, 401, 403, 404, 413, 415, 429, 503),
    },
  });
  app.openapi(send, async (c) => {
    const turn = await prepareTurn(deps, sessionUser(c), c.req.valid('json'), c.get('requestId'));
    // Proxies that buffer (nginx) would hold the reply back until the end.
    c.header('X-Accel-Buffering', 'no');
    return streamSSE(c, (stream) => streamTurn(deps, turn, stream)) as never;
  });

  const list = createRoute({
    method: 'get',
    path: '/conversations',
    summary: "The member's conversations, most recently active first",
    tags,
    middleware: [member],
    responses: { 200: jsonBody(conversationListSchema, 'Conversations'), ...errorsFor(401, 403, 503) },
  });
  app.openapi(list, async (c) =>
    c.json({ conversations: await listConversations(deps.db, sessionUser(c).id) }, 200),
  );

  const one = createRoute({
    method: 'get',
    path: '/conversations/{id}',
    summary: 'One conversation with its messages, agents’ answers to its hand-off included',
    tags,
    middleware: [member],
    request: { params: idParams },
    responses: {
      200: jsonBody(conversationDetailSchema, 'The conversation'),
      ...errorsFor(401, 403, 404, 503),
    },
  });
  app.openapi(one, async (c) =>
    c.json(await readConversation(deps.db, sessionUser(c).id, c.req.valid('param').id), 200),
  );

  const remove = createRoute({
    method: 'delete',
    path: '/conversations/{id}',
    summary: 'Delete a conversation and its messages (a hand-off question stays)',
    tags,
    middleware: [member],
    request: { params: idParams },
    responses: { 204: { description: 'Deleted' }, ...errorsFor(401, 403, 404, 503) },
  });
  app.openapi(remove, async (c) => {
    await deleteConversation(deps.db, sessionUser(c).id, c.req.valid('param').id);
    return c.body(null, 204);
  });

  const handoff = createRoute({
    method: 'post',
    path: '/conversations/{id}/handoff',
    summary: 'Talk to an agent: the conversation becomes a question to the agents',
    tags,
    middleware: [member],
    request: { params: idParams },
    responses: {
      201: jsonBody(handoffResponseSchema, 'The question was created'),
      200: jsonBody(handoffResponseSchema, 'The conversation had been handed off already'),
      ...errorsFor(400, 401, 403, 404, 409, 429, 503),
    },
  });
  app.openapi(handoff, async (c) => {
    const result = await handOff(deps, sessionUser(c), c.req.valid('param').id, c.get('requestId'));
    return c.json(result.body, result.status);
  });

  return app;
}
