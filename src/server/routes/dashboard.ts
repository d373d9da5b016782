// GET /api/dashboard: the signed-in person's summary (members and agents); 401 without a session.
import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { requireUser, type AuthzDeps } from '../services/authz';
import { dashboardFor } from '../services/dashboard';

export function dashboardRoutes(deps: AuthzDeps) {
  const app = new Hono<AppEnv>();
  app.get('/', requireUser(deps, 'member', 'agent'), async (c) =>
    c.json(await dashboardFor(deps.db, c.get('user'))),
  );
  return app;
}
