// Starts the server: read the environment, open (and migrate) the database, seed the demo
// accounts, listen. SIGTERM/SIGINT stop accepting, let in-flight requests finish, close the db.
// The heap's settings come first, before any other module allocates (v8-heap.ts).
import { servingHeap } from './v8-heap';
import { getRequestListener } from '@hono/node-server';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { checkAgencyFile } from './agency-file';
import { createApp } from './app';
import { drainOnStop } from './drain';
import { openDatabase } from './db/client';
import { PREPARE_ONLY_ENV, prepareDataDir, prepareOnly } from './db/prepare-data-dir';
import { emailSettings } from './email/outbox';
import { logTransport, smtpTransport } from './email/transport';
import { createEmailWorker } from './email/worker';
import { webPushSender } from './push/sender';
import { vapidSource } from './push/vapid';
import { createPushWorker, prunePushOutbox } from './push/worker';
import { loadEnv } from './env';
import { answerClientErrors, httpServerOptions } from './http-limits';
import { createLogger } from './logger';
import { securityHeaderValues } from './middleware/security-headers';
import { withPageFastPath } from './page-fast-path';
import { withSessionFastPath } from './session-fast-path';
import { originRewrite } from './services/site-origin';
import { knowledgeReady, passagesFromFile } from './chat/knowledge-index';
import { seedDemoAccounts } from './services/demo-accounts';
import { pruneIdempotencyKeys } from './services/idempotency';
import { defaultLimits, pruneRateLimits } from './services/rate-limit';
import { pruneChallenges } from './services/passkey-challenges';
import { pruneEmailChangeTokens } from './services/email-change';
import { pruneResetTokens } from './services/password-reset';
import { pruneSessions } from './services/sessions';

const SHUTDOWN_GRACE_MS = 10_000;
const PRUNE_EVERY_MS = 60 * 60_000;

async function main() {
  const env = loadEnv();
  const logger = createLogger(env.LOG_LEVEL);
  checkAgencyFile(process.env.AGENCY_FILE);
  // Before the database: a server started without a build stops here, saying to build (decision 161).
  const chatPassages = passagesFromFile(env.CHAT_PASSAGES_FILE);
  if (!env.DATABASE_URL) {
    if (process.env[PREPARE_ONLY_ENV]) return prepareOnly(env.DATA_DIR);
    await prepareDataDir(env.DATA_DIR);
  }
  const database = await openDatabase(
    env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir: env.DATA_DIR },
  );
  logger.info('database.ready', { kind: database.kind });
  if (env.SEED_DEMO) {
    await seedDemoAccounts(database.db, logger, {
      production: env.NODE_ENV === 'production',
      announce: (text) => process.stderr.write(text),
    });
  }
  // The chat assistant's index is rebuilt now if the content changed, not on the first question.
  // The start's allocations done, the heap is set for serving (v8-heap.ts).
  knowledgeReady(database.db, logger, chatPassages)
    .catch((error: unknown) => logger.warn('knowledge.failed', { error: String(error) }))
    .finally(servingHeap);

  const prune = async () => {
    const now = new Date();
    await pruneSessions(database.db, now);
    await pruneResetTokens(database.db, now);
    await pruneChallenges(database.db, now);
    await pruneEmailChangeTokens(database.db, now);
    await pruneRateLimits(database.db, new Date(now.getTime() - 24 * PRUNE_EVERY_MS));
    // Unlike emails, a sent push is not kept: it says nothing a developer or member needs later.
    await prunePushOutbox(database.db, new Date(now.getTime() - 7 * 24 * PRUNE_EVERY_MS));
    // An outbox replays within days; a key kept for a week covers a phone that stayed offline.
    await pruneIdempotencyKeys(database.db, new Date(now.getTime() - 7 * 24 * PRUNE_EVERY_MS));
  };
  // Housekeeping: a slow database at start (several processes starting on a busy machine) must
  // not stop the start; the next hourly pass catches up.
  await prune().catch((error: unknown) => logger.warn('prune.failed', { reason: firstLine(error) }));
  const pruner = setInterval(() => {
    prune().catch(() => logger.warn('prune.failed'));
  }, PRUNE_EVERY_MS).unref();

  // Every limit, so a bench or test run from one address is measured rather than refused.
  const limits = Object.fromEntries(
    Object.entries(defaultLimits).map(([name, limit]) => [
      name,
      { ...limit, max: limit.max * env.RATE_LIMIT_SCALE },
    ]),
  ) as typeof defaultLimits;
  const email = emailSettings(database.db, env);
  // Made (or read) now, so a database problem stops the start instead of the first sign-up.
  // A busy database gets two more chances, 2 s apart, before the start gives up.
  for (let attempt = 1; ; attempt += 1) {
    try {
      await email.keys.secret();
      break;
    } catch (error) {
      if (attempt === 3) throw error;
      logger.warn('start.database_slow', { attempt, reason: firstLine(error) });
      await new Promise((resolve) => setTimeout(resolve, 2000));
    }
  }
  // One key pair for every process, made on the first start (decision 240).
  const vapid = vapidSource(database.db, env.SITE_URL);
  const app = createApp({ database, config: env, logger, limits, email, vapid, chatPassages });

  // Every process runs a worker; row locks let several share one PostgreSQL (decision 095).
  if (!env.SMTP_URL) logger.warn('email.no_smtp', { note: 'emails are kept in the database, not sent' });
  const worker = createEmailWorker({
    db: database.db,
    logger,
    transport: env.SMTP_URL
      ? smtpTransport({
          url: env.SMTP_URL,
          from: env.EMAIL_FROM,
          messageIdDomain: new URL(env.SITE_URL).hostname,
        })
      : logTransport(logger),
  });
  worker.start();
  // Pushes go the same way: a row per device in the change's transaction, sent after (decision 240).
  const pushWorker = createPushWorker({ db: database.db, logger, vapid, send: webPushSender() });
  pushWorker.start();
  const headers = securityHeaderValues({
    production: env.NODE_ENV === 'production',
    analyticsScriptUrl: env.ANALYTICS_SCRIPT_URL,
  });
  // What @hono/node-server's serve() does, with the session lookup the cache holds (decision 245)
  // and prerendered pages (decision 160) answered before the app.
  const pages = withPageFastPath(getRequestListener(app.fetch, { hostname: env.HOST }), {
    staticDir: env.STATIC_DIR,
    analytics: { scriptUrl: env.ANALYTICS_SCRIPT_URL, siteId: env.ANALYTICS_SITE_ID },
    securityHeaders: headers,
    origin: originRewrite(env.STATIC_DIR, env.SITE_URL),
  });
  const listener = withSessionFastPath(pages, {
    db: database.db,
    now: () => new Date(),
    securityHeaders: headers,
  });
  const server = createServer(httpServerOptions(env.REQUEST_TIMEOUT_MS), listener);
  server.listen(env.PORT, env.HOST, () => {
    const info = server.address() as AddressInfo;
    logger.info('server.listening', { host: info.address, port: info.port, url: env.SITE_URL });
  });
  answerClientErrors(server, headers, logger);

  const drain = drainOnStop(server);
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info('server.stopping', { signal });
    clearInterval(pruner);
    // No new pass starts; the one in flight finishes (its outcomes written) before the db closes.
    const workerStopped = Promise.all([
      worker.stop().catch(() => logger.warn('email.worker_stop_failed')),
      pushWorker.stop().catch(() => logger.warn('push.worker_stop_failed')),
    ]);
    setTimeout(() => {
      logger.error('server.stop_timeout');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    // close() stops accepting and waits for in-flight requests; idle keep-alive sockets go now,
    // the others once their answer is sent.
    drain.start();
    server.close(async () => {
      await workerStopped;
      await database.close();
      logger.info('server.stopped');
      process.exit(0);
    });
    if ('closeIdleConnections' in server) server.closeIdleConnections();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

/** The error's first line and its cause's (drizzle wraps the driver's reason as the cause). */
function firstLine(error: unknown): string {
  const text = (value: unknown) => (value instanceof Error ? value.message : String(value)).split('\n')[0];
  const cause = error instanceof Error && error.cause ? ` (${text(error.cause)})` : '';
  return `${text(error)}${cause}`;
}

main().catch((error: unknown) => {
  // A clear one-line reason (bad variable, data folder in use) rather than a stack.
  process.stderr.write(`Server failed to start: ${firstLine(error)}\n`);
  process.exit(1);
});
