// /api/website-builds and /api/agent/website-builds (OpenAPI at /api/openapi.json): members submit
// the website wizard and read their own requests; agents work the queue, move the status and add
// notes. Writes go through addWrite; reads declare their schemas. Logic lives in
// services/website-builds.ts: another member's request is 404, an agent's 403 on member routes.
import {
  addBuildNoteSchema,
  buildQueueQuerySchema,
  buildQueueResponseSchema,
  createWebsiteBuildSchema,
  myWebsiteBuildsSchema,
  updateBuildStatusSchema,
  websiteBuildDetailSchema,
} from '../../shared/website-build-schemas';
import type { EmailSettings } from '../email/outbox';
import {
  addBuildNote,
  buildQueue,
  createBuild,
  listMyBuilds,
  moveBuild,
  readBuild,
} from '../services/website-builds';
import { apiRouter } from '../write/api-router';
import { addRead, type ReadSpec } from '../write/read-route';
import { loadSession, sessionUser } from '../write/session';
import { addWrite, type WriteDeps } from '../write/write-route';
import { idParams } from './questions';

export interface BuildRouteDeps extends WriteDeps {
  email: EmailSettings;
}

/** Changes email the member inside their transaction: the link key must be read before (outbox.ts). */
const withEmailKey = (deps: BuildRouteDeps) => async (_c: unknown, next: () => Promise<void>) => {
  await deps.email.keys.secret();
  await next();
};

/**
 * GET /{id}: one request with its history, for whom the session check lets through. The service
 * decides what they see (a member only their own, the author names as members or agents see them).
 */
function addReadOne(
  app: ReturnType<typeof apiRouter>,
  deps: BuildRouteDeps,
  spec: Pick<ReadSpec<undefined, typeof websiteBuildDetailSchema>, 'summary' | 'tags' | 'middleware'>,
) {
  addRead(
    app,
    {
      ...spec,
      path: '/{id}',
      params: idParams,
      response: websiteBuildDetailSchema,
      description: 'The request',
      errors: [401, 403, 404, 503],
    },
    (_query, c) => readBuild(deps.db, c.req.param('id') ?? '', sessionUser(c)),
  );
}

export function websiteBuildRoutes(deps: BuildRouteDeps) {
  const app = apiRouter();
  const tags = ['website-builds'];
  const member = loadSession(deps.db, deps.now, true, ['member']);

  addWrite(
    app,
    deps,
    {
      name: 'website_build',
      path: '/',
      summary: 'Ask for a website (members; one request in progress at a time, else 409)',
      tags,
      body: createWebsiteBuildSchema,
      response: websiteBuildDetailSchema,
      session: 'required',
      roles: ['member'],
      idempotency: 'website-builds.create',
      errors: [409],
    },
    (data, ctx) => createBuild({ ...deps, db: ctx.db }, sessionUser(ctx.c), data, ctx.requestId),
  );

  addRead(
    app,
    {
      path: '/',
      summary: "The member's own website requests, newest first",
      tags,
      middleware: [member],
      response: myWebsiteBuildsSchema,
      description: 'My requests',
      errors: [401, 403, 503],
    },
    async (_query, c) => ({ builds: await listMyBuilds(deps.db, sessionUser(c).id) }),
  );

  addReadOne(app, deps, {
    summary: 'One of the member’s website requests with its history',
    tags,
    middleware: [member],
  });

  return app;
}

export function agentWebsiteBuildRoutes(deps: BuildRouteDeps) {
  const app = apiRouter();
  const tags = ['agent'];
  const agent = loadSession(deps.db, deps.now, true, ['agent']);
  const change = {
    tags,
    session: 'required',
    roles: ['agent'],
    params: idParams,
    errors: [404, 409],
  } as const;
  app.use(withEmailKey(deps));

  addRead(
    app,
    {
      path: '/',
      summary: 'Website requests: submitted first, then in progress, in review and live; oldest first',
      tags,
      middleware: [agent],
      query: buildQueueQuerySchema,
      response: buildQueueResponseSchema,
      description: 'A page of requests',
      errors: [400, 401, 403, 503],
    },
    (query) => buildQueue(deps.db, query.status, query.page),
  );

  addReadOne(app, deps, {
    summary: 'Any website request with its history and its member',
    tags,
    middleware: [agent],
  });

  addWrite(
    app,
    deps,
    {
      ...change,
      name: 'agent.website_build',
      method: 'patch',
      path: '/{id}',
      summary: "Move a website request's status, with an optional note (the member is emailed)",
      body: updateBuildStatusSchema,
      response: websiteBuildDetailSchema,
      status: 200,
    },
    (data, ctx) => moveBuild(deps, sessionUser(ctx.c), ctx.c.req.param('id') ?? '', data),
  );

  addWrite(
    app,
    deps,
    {
      ...change,
      name: 'agent.website_build_note',
      path: '/{id}/notes',
      summary: 'Add a note to a website request (the member reads it and is emailed)',
      body: addBuildNoteSchema,
      response: websiteBuildDetailSchema,
    },
    (data, ctx) => addBuildNote(deps, sessionUser(ctx.c), ctx.c.req.param('id') ?? '', data),
  );

  return app;
}
