// /api/agent (OpenAPI at /api/openapi.json): the agent console's API. Agents only: 401 without a
// session, 403 for a member, whatever else the request holds. Changes go through addWrite; reads
// declare their query and answer schemas. An unknown or malformed id is 404.
import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import {
  activityQuerySchema,
  activityResponseSchema,
  agentQueueQuerySchema,
  agentQueueResponseSchema,
  contactListResponseSchema,
  contactMessageSchema,
  contactQuerySchema,
  createAnswerSchema,
  leadFilterSchema,
  leadListResponseSchema,
  leadQuerySchema,
  leadSchema,
  updateContactMessageSchema,
  updateLeadSchema,
  updateQuestionSchema,
} from '../../shared/agent-schemas';
import { questionDetailSchema } from '../../shared/questions-schemas';
import { listActivity } from '../services/agent-activity';
import { listContactMessages, updateContactMessage } from '../services/agent-contact';
import { exportLeadsCsv, listLeads, updateLead } from '../services/agent-leads';
import { answerQuestion, questionQueue, updateQuestion } from '../services/agent-questions';
import { apiRouter, errorsFor, jsonBody } from '../write/api-router';
import { loadSession, sessionUser } from '../write/session';
import { addWrite, type WriteDeps } from '../write/write-route';
import { idParams } from './questions';

export function agentRoutes(deps: WriteDeps) {
  const app = apiRouter();
  const tags = ['agent'];
  const agent = loadSession(deps.db, deps.now, true, ['agent']);
  const readErrors = errorsFor(400, 401, 403, 503);
  const change = { tags, session: 'required', roles: ['agent'], params: idParams, errors: [404] } as const;

  const queue = createRoute({
    method: 'get',
    path: '/questions',
    summary: 'Members’ questions, open ones first and longest-waiting at the top',
    tags,
    middleware: [agent],
    request: { query: agentQueueQuerySchema },
    responses: { 200: jsonBody(agentQueueResponseSchema, 'A page of questions'), ...readErrors },
  });
  app.openapi(queue, async (c) => {
    const query = c.req.valid('query');
    return c.json(await questionQueue(deps.db, query.status, query.page), 200);
  });

  addWrite(
    app,
    deps,
    {
      ...change,
      name: 'agent.answer',
      path: '/questions/{id}/answers',
      summary: 'Answer a question (marks it answered unless markAnswered is false)',
      body: createAnswerSchema,
      response: questionDetailSchema,
    },
    (data, ctx) => answerQuestion(deps, sessionUser(ctx.c), ctx.c.req.param('id') ?? '', data),
  );

  addWrite(
    app,
    deps,
    {
      ...change,
      name: 'agent.question',
      method: 'patch',
      path: '/questions/{id}',
      summary: "Change a question's status or visibility",
      body: updateQuestionSchema,
      response: questionDetailSchema,
      status: 200,
    },
    (data, ctx) => updateQuestion(deps, sessionUser(ctx.c), ctx.c.req.param('id') ?? '', data),
  );

  const leads = createRoute({
    method: 'get',
    path: '/leads',
    summary: 'Quote leads with contact details, newest first',
    tags,
    middleware: [agent],
    request: { query: leadQuerySchema },
    responses: { 200: jsonBody(leadListResponseSchema, 'A page of leads'), ...readErrors },
  });
  app.openapi(leads, async (c) => c.json(await listLeads(deps.db, c.req.valid('query')), 200));

  const csv = createRoute({
    method: 'get',
    path: '/leads.csv',
    summary: 'The filtered leads as a CSV download (the export is logged)',
    tags,
    middleware: [agent],
    request: { query: leadFilterSchema },
    responses: {
      200: { description: 'CSV, formula cells neutralised', content: { 'text/csv': { schema: z.string() } } },
      ...readErrors,
    },
  });
  app.openapi(csv, async (c) => {
    const { csv: text } = await exportLeadsCsv(deps, sessionUser(c), c.req.valid('query'));
    const day = deps.now().toISOString().slice(0, 10);
    c.header('Content-Type', 'text/csv; charset=utf-8');
    c.header('Content-Disposition', `attachment; filename="quote-leads-${day}.csv"`);
    return c.body(text, 200);
  });

  addWrite(
    app,
    deps,
    {
      ...change,
      name: 'agent.lead',
      method: 'patch',
      path: '/leads/{id}',
      summary: "Change a lead's status",
      body: updateLeadSchema,
      response: leadSchema,
      status: 200,
    },
    (data, ctx) => updateLead(deps, sessionUser(ctx.c), ctx.c.req.param('id') ?? '', data),
  );

  const messages = createRoute({
    method: 'get',
    path: '/contact-messages',
    summary: 'Contact-form messages, newest first',
    tags,
    middleware: [agent],
    request: { query: contactQuerySchema },
    responses: { 200: jsonBody(contactListResponseSchema, 'A page of messages'), ...readErrors },
  });
  app.openapi(messages, async (c) => {
    const query = c.req.valid('query');
    return c.json(await listContactMessages(deps.db, query.status, query.page), 200);
  });

  addWrite(
    app,
    deps,
    {
      ...change,
      name: 'agent.contact',
      method: 'patch',
      path: '/contact-messages/{id}',
      summary: 'Mark a message answered, or new again',
      body: updateContactMessageSchema,
      response: contactMessageSchema,
      status: 200,
    },
    (data, ctx) => updateContactMessage(deps, sessionUser(ctx.c), ctx.c.req.param('id') ?? '', data),
  );

  const activity = createRoute({
    method: 'get',
    path: '/activity',
    summary: "The agents' action log, newest first",
    tags,
    middleware: [agent],
    request: { query: activityQuerySchema },
    responses: { 200: jsonBody(activityResponseSchema, 'A page of actions'), ...readErrors },
  });
  app.openapi(activity, async (c) => c.json(await listActivity(deps.db, c.req.valid('query').page), 200));

  return app;
}
