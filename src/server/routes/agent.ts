// /api/agent: the agent console's API. Agents only: 401 without a session, 403 for a member.
// Thin: parse with the shared schema, call the service, answer.
import { Hono } from 'hono';
import {
  activityQuerySchema,
  agentQueueQuerySchema,
  contactQuerySchema,
  leadFilterSchema,
  leadQuerySchema,
} from '../../shared/agent-schemas';
import type { AppEnv } from '../app-env';
import { requireJson } from '../middleware/json-body';
import { listActivity } from '../services/agent-activity';
import { listContactMessages, updateContactMessage } from '../services/agent-contact';
import { exportLeadsCsv, listLeads, updateLead } from '../services/agent-leads';
import { answerQuestion, questionQueue, updateQuestion, type AgentDeps } from '../services/agent-questions';
import { requireUser } from '../services/authz';
import { parseInput, readBody } from '../services/parse-input';

export function agentRoutes(deps: AgentDeps) {
  const app = new Hono<AppEnv>();
  const agent = requireUser(deps, 'agent');

  app.get('/questions', agent, async (c) => {
    const query = parseInput(agentQueueQuerySchema, c.req.query());
    return c.json(await questionQueue(deps.db, query.status, query.page));
  });

  app.post('/questions/:id/answers', agent, requireJson(), async (c) => {
    const question = await answerQuestion(deps, c.get('user'), c.req.param('id'), await readBody(c));
    return c.json(question, 201);
  });

  app.patch('/questions/:id', agent, requireJson(), async (c) => {
    return c.json(await updateQuestion(deps, c.get('user'), c.req.param('id'), await readBody(c)));
  });

  app.get('/leads', agent, async (c) => {
    return c.json(await listLeads(deps.db, parseInput(leadQuerySchema, c.req.query())));
  });

  app.get('/leads.csv', agent, async (c) => {
    const filter = parseInput(leadFilterSchema, c.req.query());
    const { csv } = await exportLeadsCsv(deps, c.get('user'), filter);
    const day = deps.now().toISOString().slice(0, 10);
    c.header('Content-Type', 'text/csv; charset=utf-8');
    c.header('Content-Disposition', `attachment; filename="quote-leads-${day}.csv"`);
    return c.body(csv);
  });

  app.patch('/leads/:id', agent, requireJson(), async (c) => {
    return c.json(await updateLead(deps, c.get('user'), c.req.param('id'), await readBody(c)));
  });

  app.get('/contact-messages', agent, async (c) => {
    const query = parseInput(contactQuerySchema, c.req.query());
    return c.json(await listContactMessages(deps.db, query.status, query.page));
  });

  app.patch('/contact-messages/:id', agent, requireJson(), async (c) => {
    return c.json(await updateContactMessage(deps, c.get('user'), c.req.param('id'), await readBody(c)));
  });

  app.get('/activity', agent, async (c) => {
    const { page } = parseInput(activityQuerySchema, c.req.query());
    return c.json(await listActivity(deps.db, page));
  });

  return app;
}
