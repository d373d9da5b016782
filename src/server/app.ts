// The app factory: tests call createApp(deps).request() against a fresh database without a
// socket; index.ts serves the same app on Node.
import { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from './app-env';
import type { AppDeps } from './app-deps';
import { emailSettings } from './email/outbox';
import { silentLogger } from './logger';
import { clientIp } from './middleware/client-ip';
import { apiNotFound, errorJson, onError } from './middleware/errors';
import { jsonIfBody, limitBody } from './middleware/json-body';
import { queryGuard } from './middleware/query-guard';
import { sameOrigin } from './middleware/same-origin';
import { answerHeaders } from './middleware/security-headers';
import { accountRoutes } from './routes/account';
import { authRoutes } from './routes/auth';
import { passwordResetRoutes } from './routes/password-reset';
import { pushRoutes } from './routes/push';
import { vapidSource } from './push/vapid';
import { accountPasskeyRoutes, passkeyLoginRoutes } from './routes/passkeys';
import { chatRoutes } from './routes/chat';
import { contactRoutes } from './routes/contact';
import { emailRoutes } from './routes/email';
import { healthRoutes } from './routes/health';
import { agentRoutes } from './routes/agent';
import { dashboardRoutes } from './routes/dashboard';
import { consolePageRoutes } from './routes/console-page';
import { questionPageRoutes } from './routes/question-page';
import { questionRoutes } from './routes/questions';
import { quoteRoutes } from './routes/quotes';
import { staticRoutes } from './routes/static';
import { originRewrite } from './services/site-origin';
import { subscriptionRoutes } from './routes/subscriptions';
import { agentWebsiteBuildRoutes, websiteBuildRoutes } from './routes/website-builds';
import { chatDeps } from './chat/chat-deps';
import { relyingParty } from './services/passkeys';
import { defaultLimits } from './services/rate-limit';
import { startSessionCache } from './fast-paths/session-cache';
import { serveOpenApi } from './write/openapi';

export function createApp(deps: AppDeps) {
  const { database, config } = deps;
  const logger = deps.logger ?? silentLogger;
  const production = config.NODE_ENV === 'production';
  const ping = () => database.ping();
  const now = deps.now ?? (() => new Date());
  const app = new OpenAPIHono<AppEnv>();
  // Session lookups from memory, forgotten on every change (decision 145); SESSION_CACHE=off reads
  // every lookup from the database (fast-paths/README.md).
  if (config.SESSION_CACHE !== 'off') startSessionCache(database);

  // Security headers, request id, and no-store on the API, on every answer.
  app.use(answerHeaders({ production, analyticsScriptUrl: config.ANALYTICS_SCRIPT_URL }));
  // Only the API counts per-address limits; pages skip the socket lookup (decision 147).
  app.use('/api/*', clientIp(config.TRUST_PROXY));
  app.onError(onError({ ping, logger }));
  // Before every route, the link routes too: no query string reaches a handler with a NUL in it.
  app.use('/api/*', queryGuard());

  const email = deps.email ?? emailSettings(database.db, config);
  // Before the browser guards: mail apps POST one-click unsubscribes as forms, with no Origin.
  app.route('/api', emailRoutes({ db: database.db, logger, email, production, now }));
  app.use('/api/*', sameOrigin(config.SITE_URL), jsonIfBody(), limitBody());

  const limits = { ...defaultLimits, ...deps.limits };
  const chat = chatDeps(deps, limits, now);
  app.route('/api/health', healthRoutes(ping));
  app.route(
    '/api/auth',
    authRoutes({
      db: database.db,
      limits,
      logger,
      now,
      secureCookies: production,
    }),
  );
  app.route('/api/auth/password-reset', passwordResetRoutes({ db: database.db, logger, limits, email, now }));
  // Passkeys belong to SITE_URL's host: a browser on another origin cannot use them (decision 210).
  const passkeyDeps = {
    db: database.db,
    logger,
    limits,
    email,
    now,
    rp: relyingParty(config.SITE_URL),
    secureCookies: production,
  };
  app.route('/api/auth/passkey', passkeyLoginRoutes(passkeyDeps));
  app.route('/api/account/passkeys', accountPasskeyRoutes(passkeyDeps));
  app.route(
    '/api/questions',
    questionRoutes({
      db: database.db,
      logger,
      now,
      limit: limits.questionPerAccount,
      passages: chat.passages,
    }),
  );
  app.route(
    '/api/account',
    accountRoutes({ db: database.db, logger, limits, now, secureCookies: production, email }),
  );
  app.route('/api/agent', agentRoutes({ db: database.db, logger, now, email }));
  const builds = { db: database.db, logger, now, email };
  app.route('/api/website-builds', websiteBuildRoutes(builds));
  app.route('/api/agent/website-builds', agentWebsiteBuildRoutes(builds));
  app.route('/api/dashboard', dashboardRoutes({ db: database.db, now }));
  app.route('/api/subscriptions', subscriptionRoutes({ db: database.db, logger, limits, email, now }));
  const vapid = deps.vapid ?? vapidSource(database.db, config.SITE_URL);
  app.route(
    '/api/push',
    pushRoutes({
      db: database.db,
      logger,
      now,
      limits,
      vapid,
      allowPrivateHosts: deps.pushAllowPrivateHosts,
    }),
  );
  app.route('/api/quotes', quoteRoutes({ db: database.db, logger, limits, now }));
  app.route('/api/contact', contactRoutes({ db: database.db, logger, limits, now }));
  app.route('/api/chat', chatRoutes(chat));
  serveOpenApi(app);
  app.all('/api/*', apiNotFound);
  // Pages name SITE_URL as the server reads it now, whatever the build was made with.
  const origin = originRewrite(config.STATIC_DIR, config.SITE_URL);
  const analytics = { scriptUrl: config.ANALYTICS_SCRIPT_URL, siteId: config.ANALYTICS_SITE_ID };
  // The pages the server renders per request, with the build's renderer.
  const rendered = { db: database.db, now, logger, staticDir: config.STATIC_DIR, analytics, origin };
  app.route('/', questionPageRoutes(rendered));
  app.route(
    '/',
    consolePageRoutes({ ...rendered, fetchApi: (url, init) => Promise.resolve(app.request(url, init)) }),
  );
  app.route('/', staticRoutes(config.STATIC_DIR, analytics, origin));
  app.notFound((c) =>
    c.req.path.startsWith('/api/') ? apiNotFound(c) : errorJson(c, 405, 'Method not allowed.'),
  );
  return app;
}

export type App = ReturnType<typeof createApp>;
