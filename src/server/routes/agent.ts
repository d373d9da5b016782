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
  leadListResponseSchema,
  leadListingSchema,
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
import { apiRouter, errorsFor } from '../write/api-router';
import type { SessionUser } from '../services/sessions';
import { loadSession, sessionUser } from '../write/session';
import type { EmailSettings } from '../email/outbox';
import { addRead } from '../write/read-route';
import { addWrite, type WriteDeps } from '../write/write-route';
import { idParams } from './questions';

export function agentRoutes(deps: WriteDeps & { email: EmailSettings }) {
  const app = apiRouter();
  const tags = ['agent'];
  const agent = loadSession(deps.db, deps.now, true, ['agent']);
  const list = { tags, middleware: [agent], errors: [400, 401, 403, 503] } as const;

  /** A change to one row by id: agents only, 404 for an unknown id, the agent passed to the service. */
  function changeById<B extends z.ZodType, R extends z.ZodType>(
    spec: { name: string; path: string; summary: string; body: B; response: R; method?: 'patch' },
    run: (user: SessionUser, id: string, data: z.output<B>) => Promise<z.input<R>>,
  ) {
    addWrite(
      app,
      deps,
      {
        ...spec,
        tags,
        session: 'required',
        roles: ['agent'],
        params: idParams,
        errors: [404],
        status: spec.method ? 200 : 201,
      },
      (data, ctx) => run(sessionUser(ctx.c), ctx.c.req.param('id') ?? '', data),
    );
  }

  addRead(
    app,
    {
      ...list,
      path: '/questions',
      summary: 'Members’ questions, open ones first and longest-waiting at the top',
      query: agentQueueQuerySchema,
      response: agentQueueResponseSchema,
      description: 'A page of questions',
    },
    (query) => questionQueue(deps.db, query.status, query.page),
  );

  changeById(
    {
      name: 'agent.answer',
      path: '/questions/{id}/answers',
      summary: 'Answer a question (marks it answered unless markAnswered is false)',
      body: createAnswerSchema,
      response: questionDetailSchema,
    },
    (user, id, data) => answerQuestion(deps, user, id, data),
  );

  changeById(
    {
      name: 'agent.question',
      method: 'patch',
      path: '/questions/{id}',
      summary: "Change a question's status or visibility",
      body: updateQuestionSchema,
      response: questionDetailSchema,
    },
    (user, id, data) => updateQuestion(deps, user, id, data),
  );

  addRead(
    app,
    {
      ...list,
      path: '/leads',
      summary: 'Quote leads with contact details, newest first or sorted by name, line or status',
      query: leadQuerySchema,
      response: leadListResponseSchema,
      description: 'A page of leads',
    },
    (query) => listLeads(deps.db, query),
  );

  const csv = createRoute({
    method: 'get',
    path: '/leads.csv',
    summary: 'The filtered leads as a CSV download (the export is logged)',
    tags,
    middleware: [agent],
    request: { query: leadListingSchema },
    responses: {
      200: { description: 'CSV, formula cells neutralised', content: { 'text/csv': { schema: z.string() } } },
      ...errorsFor(400, 401, 403, 503),
    },
  });
  app.openapi(csv, async (c) => {
    const { csv: text } = await exportLeadsCsv(deps, sessionUser(c), c.req.valid('query'));
    const day = deps.now().toISOString().slice(0, 10);
    c.header('Content-Type', 'text/csv; charset=utf-8');
    c.header('Content-Disposition', `attachment; filename="quote-leads-${day}.csv"`);
    return c.body(text, 200);
  });

  changeById(
    {
      name: 'agent.lead',
      method: 'patch',
      path: '/leads/{id}',
      summary: "Change a lead's status",
      body: updateLeadSchema,
      response: leadSchema,
    },
    (user, id, data) => updateLead(deps, user, id, data),
  );

  addRead(
    app,
    {
      ...list,
      path: '/contact-messages',
      summary: 'Contact-form messages, newest first',
      query: contactQuerySchema,
      response: contactListResponseSchema,
      description: 'A page of messages',
    },
    (query) => listContactMessages(deps.db, query.status, query.page),
  );

  changeById(
    {
      name: 'agent.contact',
      method: 'patch',
      path: '/contact-messages/{id}',
      summary: 'Mark a message answered, or new again',
      body: updateContactMessageSchema,
      response: contactMessageSchema,
    },
    (user, id, data) => updateContactMessage(deps, user, id, data),
  );

  addRead(
    app,
    {
      ...list,
      path: '/activity',
      summary: "The agents' action log, newest first",
      query: activityQuerySchema,
      response: activityResponseSchema,
      description: 'A page of actions',
    },
    (query) => listActivity(deps.db, query.page),
  );

  return app;
}
