// Several server processes on one fresh database, as behind a load balancer (docs/deploy.md), for
// the tests of what must hold across processes: sessions, logouts, limits, the outbox. Also the
// member's side of those tests: register through any process (or a proxy) and ask who is logged in.
import { newAccount } from './test-app';
import {
  cookieHeader,
  postJson,
  serverStorage,
  startServer,
  type ServerProcess,
  type StartOptions,
} from './server-process';

export interface ServerCluster {
  servers: ServerProcess[];
  /** Where they keep their data: a test can open the same database (an agent made as the CLI does). */
  storage: Pick<StartOptions, 'dataDir' | 'databaseUrl'>;
  /** Stops one process and starts it again on the same port, database and environment. */
  restart(index: number): Promise<ServerProcess>;
  /** Stops every process and removes the database. */
  stop(): Promise<void>;
}

/** `count` processes on one fresh database (PostgreSQL when DATABASE_URL is set), with `env` added. */
export async function startCluster(count: number, env: Record<string, string> = {}): Promise<ServerCluster> {
  const storage = await serverStorage();
  const start = (port?: number) => startServer({ ...storage.options, port, env });
  // Started together: the migration lock lets one migrate while the others wait.
  const started = await Promise.allSettled(Array.from({ length: count }, () => start()));
  const servers = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const stop = async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await storage.remove();
  };
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) {
    await stop();
    throw failed.reason;
  }
  return {
    servers,
    storage: storage.options,
    stop,
    async restart(index) {
      const old = servers[index]!;
      await old.stop('SIGTERM');
      servers[index] = await start(old.port);
      return servers[index];
    },
  };
}

/** A new member registered through `target`; their password and the Cookie header of their session. */
export async function registerThrough(
  target: Pick<ServerProcess, 'url'>,
  headers: Record<string, string> = {},
) {
  const account = newAccount();
  const res = await postJson(target, '/api/auth/register', account, headers);
  if (res.status !== 201) throw new Error(`register answered ${res.status}: ${await res.text()}`);
  return { account, cookie: cookieHeader(res) };
}

/** The status of the session check for this Cookie: 200 logged in, 401 not (or no longer). */
export async function sessionStatus(url: string, cookie: string): Promise<number> {
  const res = await fetch(`${url}/api/auth/getByAuthToken`, { headers: { Cookie: cookie } });
  return res.status;
}
