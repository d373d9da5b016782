// Two real HTTP servers on one app, the app alone and the app behind a fast path (decisions 160 and
// 245), and what a test needs to compare their answers byte for byte.
import { createServer, request, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export async function listen(listener: RequestListener): Promise<Server> {
  const server = createServer(listener);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

export async function closeAll(servers: Server[]): Promise<void> {
  for (const server of servers) await new Promise((resolve) => server.close(resolve));
}

export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

export interface RawRequest {
  path: string;
  method?: string;
  /** An array sends the header on as many lines. */
  headers?: Record<string, string | string[]>;
}

/** One request with no body, its headers sent as raw lines (Host first), and the whole answer. */
export function send(server: Server, { path, method = 'GET', headers = {} }: RawRequest): Promise<RawAnswer> {
  const { port } = server.address() as AddressInfo;
  // As raw lines, so a repeated header goes as two lines (setHeader joins a Cookie array into one).
  const raw = Object.entries({ Host: `127.0.0.1:${port}`, ...headers }).flatMap(([name, value]) =>
    (Array.isArray(value) ? value : [value]).flatMap((one) => [name, one]),
  );
  return new Promise((resolve, reject) => {
    request({ host: '127.0.0.1', port, path, method, headers: raw }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    })
      .on('error', reject)
      .end();
  });
}

/** The headers, less those that differ per answer or per connection by nature. */
export const comparable = ({ headers }: RawAnswer) =>
  Object.fromEntries(
    Object.entries(headers).filter(
      ([name]) => !['date', 'x-request-id', 'connection', 'keep-alive'].includes(name),
    ),
  );

export interface SideBySide {
  /** The app alone. */
  plain: Server;
  /** The app behind the fast path. */
  fast: Server;
  /** How many requests the fast server handed on to the app so far. */
  appCalls(): number;
  close(): Promise<void>;
}

/** Both servers on one app's listener; `withFastPath` wraps it as the server's entry does. */
export async function sideBySide(
  app: RequestListener,
  withFastPath: (app: RequestListener) => RequestListener,
): Promise<SideBySide> {
  let calls = 0;
  const plain = await listen(app);
  const fast = await listen(
    withFastPath((req, res) => {
      calls += 1;
      return app(req, res);
    }),
  );
  return { plain, fast, appCalls: () => calls, close: () => closeAll([plain, fast]) };
}
