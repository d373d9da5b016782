// GET /api/dashboard (OpenAPI at /api/openapi.json): the signed-in person's summary, for members
// and agents alike; 401 without a session.
import { createRoute } from '@hono/zod-openapi';
import { dashboardResponseSchema } from '../../shared/dashboard-schemas';
import type { AppDb } from '../db/client';
import { dashboardFor } from '../services/dashboard';
import { apiRouter, errorsFor, jsonBody } from '../write/api-router';
import { loadSession, sessionUser } from '../write/session';

export function dashboardRoutes(deps: { db: AppDb; now: () => Date }) {
  const app = apiRouter();
  const route = createRoute({
    method: 'get',
    path: '/',
    summary: "The signed-in person's summary",
    tags: ['dashboard'],
    middleware: [loadSession(deps.db, deps.now, true, ['member', 'agent'])],
    responses: { 200: jsonBody(dashboardResponseSchema, 'The summary'), ...errorsFor(401, 503) },
  });
  app.openapi(route, async (c) => c.json(await dashboardFor(deps.db, sessionUser(c)), 200));
  return app;
}
