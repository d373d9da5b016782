// Starts the server: read the environment, open (and migrate) the database, seed the demo
// accounts, start the workers, listen. SIGTERM/SIGINT stop accepting, let in-flight requests
// finish, close the db. The heap's settings come first, before any other module allocates.
import { servingHeap } from './fast-paths/v8-heap';
import { getRequestListener } from '@hono/node-server';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { checkAgencyFile } from './agency-file';
import { createApp } from './app';
import { drainOnStop } from './drain';
import { openDatabase, type Database } from './db/client';
import { PREPARE_ONLY_ENV, prepareDataDir, prepareOnly } from './db/prepare-data-dir';
import { emailSettings, type EmailSettings } from './email/outbox';
import { logTransport, smtpTransport } from './email/transport';
import { createEmailWorker } from './email/worker';
import { withFastPaths } from './fast-paths/listener';
import { startHousekeeping } from './housekeeping';
import { webPushSender } from './push/sender';
import { vapidSource, type VapidSource } from './push/vapid';
import { createPushWorker } from './push/worker';
import { loadEnv, type Env } from './env';
import { answerClientErrors, httpServerOptions } from './http-limits';
import { createLogger, type Logger } from './logger';
import { securityHeaderValues } from './middleware/security-headers';
import { knowledgeReady, passagesFromFile } from './chat/knowledge-index';
import { seedDemoAccounts } from './services/demo-accounts';
import { defaultLimits } from './services/rate-limit';

const SHUTDOWN_GRACE_MS = 10_000;

interface Stoppable {
  stop(): Promise<void>;
}

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
  // The start's allocations done, the heap is set for serving (fast-paths/v8-heap.ts).
  knowledgeReady(database.db, logger, chatPassages)
    .catch((error: unknown) => logger.warn('knowledge.failed', { error: String(error) }))
    .finally(servingHeap);
  const pruner = await startHousekeeping(database.db, logger, firstLine);

  const email = emailSettings(database.db, env);
  await emailKeysReady(email, logger);
  // One key pair for every process, made on the first start (decision 240).
  const vapid = vapidSource(database.db, env.SITE_URL);
  const app = createApp({
    database,
    config: env,
    logger,
    limits: scaledLimits(env),
    email,
    vapid,
    chatPassages,
  });
  const workers = startWorkers(database, env, logger, vapid);
  const server = listen(env, database, logger, getRequestListener(app.fetch, { hostname: env.HOST }));
  stopOnSignals({ server, database, logger, workers, timers: [pruner] });
}

/** Every limit times RATE_LIMIT_SCALE, so a bench or test run from one address is measured, not refused. */
function scaledLimits(env: Env): typeof defaultLimits {
  return Object.fromEntries(
    Object.entries(defaultLimits).map(([name, limit]) => [
      name,
      { ...limit, max: limit.max * env.RATE_LIMIT_SCALE },
    ]),
  ) as typeof defaultLimits;
}

/**
 * The email signing key made (or read) now, so a database problem stops the start instead of the
 * first sign-up. A busy database gets two more chances, 2 s apart, before the start gives up.
 */
async function emailKeysReady(email: EmailSettings, logger: Logger): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await email.keys.secret();
      return;
    } catch (error) {
      if (attempt === 3) throw error;
      logger.warn('start.database_slow', { attempt, reason: firstLine(error) });
      await new Promise((resolve) => setTimeout(resolve, 2000));
    }
  }
}

/** Every process runs both outboxes' workers; row locks let several share one PostgreSQL (decisions 095, 240). */
function startWorkers(database: Database, env: Env, logger: Logger, vapid: VapidSource): Stoppable[] {
  if (!env.SMTP_URL) logger.warn('email.no_smtp', { note: 'emails are kept in the database, not sent' });
  const transport = env.SMTP_URL
    ? smtpTransport({
        url: env.SMTP_URL,
        from: env.EMAIL_FROM,
        messageIdDomain: new URL(env.SITE_URL).hostname,
      })
    : logTransport(logger);
  const email = createEmailWorker({ db: database.db, logger, transport });
  const push = createPushWorker({ db: database.db, logger, vapid, send: webPushSender() });
  email.start();
  push.start();
  return [
    { stop: () => email.stop().catch(() => logger.warn('email.worker_stop_failed')) },
    { stop: () => push.stop().catch(() => logger.warn('push.worker_stop_failed')) },
  ];
}

/** What @hono/node-server's serve() does, with the fast paths in front of the app (fast-paths/). */
function listen(
  env: Env,
  database: Database,
  logger: Logger,
  app: ReturnType<typeof getRequestListener>,
): Server {
  const securityHeaders = securityHeaderValues({
    production: env.NODE_ENV === 'production',
    analyticsScriptUrl: env.ANALYTICS_SCRIPT_URL,
  });
  const listener = withFastPaths(app, { db: database.db, env, securityHeaders });
  const server = createServer(httpServerOptions(env.REQUEST_TIMEOUT_MS), listener);
  server.listen(env.PORT, env.HOST, () => {
    const info = server.address() as AddressInfo;
    logger.info('server.listening', { host: info.address, port: info.port, url: env.SITE_URL });
  });
  answerClientErrors(server, securityHeaders, logger);
  return server;
}

interface Running {
  server: Server;
  database: Database;
  logger: Logger;
  workers: Stoppable[];
  timers: NodeJS.Timeout[];
}

/** On SIGTERM or SIGINT: stop accepting, finish what is in flight, close the database, exit. */
function stopOnSignals({ server, database, logger, workers, timers }: Running): void {
  const drain = drainOnStop(server);
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info('server.stopping', { signal });
    for (const timer of timers) clearInterval(timer);
    // No new pass starts; the one in flight finishes (its outcomes written) before the db closes.
    const workersStopped = Promise.all(workers.map((worker) => worker.stop()));
    setTimeout(() => {
      logger.error('server.stop_timeout');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    // close() stops accepting and waits for in-flight requests; idle keep-alive sockets go now,
    // the others once their answer is sent.
    drain.start();
    server.close(async () => {
      await workersStopped;
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
