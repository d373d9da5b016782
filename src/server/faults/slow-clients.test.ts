// Slow and broken clients against the real server process, over raw sockets: a body or headers
// that stall are cut after a bounded time, and what Node refuses itself still gets our security
// headers and a JSON error body.
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverStorage, startServer, type ServerProcess } from '../test/server-process';
import { testDatabaseKind } from '../test/test-db';

const TIMEOUT_MS = 2000;
/**
 * How late past the timeout a stalled connection may close: Node's check interval plus a busy
 * machine's slack (20 stalled sockets opened at a load average of 19 on two cores closed 6.0 s in).
 * Still a small part of Node's own default of 300 s, which is what the bound tells apart.
 */
const CLOSE_SLACK_MS = 8000;

let server: ServerProcess;
let storage: Awaited<ReturnType<typeof serverStorage>>;
beforeAll(async () => {
  storage = await serverStorage();
  server = await startServer({ ...storage.options, env: { REQUEST_TIMEOUT_MS: String(TIMEOUT_MS) } });
}, 120_000);
afterAll(async () => {
  await server?.stop();
  await storage?.remove();
});

interface RawResult {
  text: string;
  /** Milliseconds from connecting until the server closed the connection. */
  closedAfterMs: number;
}

/** Sends `data` over a fresh connection, never sends more, and reports what came back and when it closed. */
function rawExchange(data: string | Buffer, giveUpMs = 20_000): Promise<RawResult> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = connect(server.port, '127.0.0.1');
    let text = '';
    const giveUp = setTimeout(() => {
      socket.destroy();
      reject(new Error(`still open after ${giveUpMs} ms; got: ${text.slice(0, 200)}`));
    }, giveUpMs);
    socket.on('connect', () => socket.write(data));
    socket.on('data', (chunk) => (text += chunk.toString()));
    socket.on('error', () => {});
    socket.on('close', () => {
      clearTimeout(giveUp);
      resolve({ text, closedAfterMs: Date.now() - started });
    });
  });
}

function parse(text: string) {
  const [head = '', body = ''] = text.split('\r\n\r\n');
  const [statusLine = '', ...headerLines] = head.split('\r\n');
  const headers = new Map(
    headerLines.map((line) => {
      const at = line.indexOf(':');
      return [line.slice(0, at).toLowerCase(), line.slice(at + 1).trim()] as const;
    }),
  );
  return { status: Number(statusLine.split(' ')[1]), headers, body };
}

function expectOurAnswer(text: string, status: number, message: RegExp) {
  const answer = parse(text);
  expect(answer.status, text.slice(0, 200)).toBe(status);
  expect(answer.headers.get('content-security-policy')).toContain("default-src 'self'");
  expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
  expect(answer.headers.get('content-type')).toMatch(/application\/json/);
  const body = JSON.parse(answer.body) as { statusCode: number; message: string; requestId: string };
  expect(body.statusCode).toBe(status);
  expect(body.message).toMatch(message);
  expect(body.requestId).toBe(answer.headers.get('x-request-id'));
}

describe(`slow clients (${testDatabaseKind()})`, () => {
  it('closes every one of 20 requests whose body stalls, within the request timeout', async () => {
    const head = (n: number) =>
      [
        'POST /api/contact HTTP/1.1',
        `Host: 127.0.0.1:${server.port}`,
        `Origin: ${server.url}`,
        'Content-Type: application/json',
        'Content-Length: 400',
        '',
        `{"name":"Stalled ${n}","message":"`,
      ].join('\r\n');
    const results = await Promise.all(Array.from({ length: 20 }, (_, n) => rawExchange(head(n))));
    for (const result of results) {
      expect(result.closedAfterMs).toBeLessThan(TIMEOUT_MS + CLOSE_SLACK_MS);
      expectOurAnswer(result.text, 408, /too long/);
    }
    // The server still serves everyone else.
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
  });

  it('closes a connection whose headers stall', async () => {
    const result = await rawExchange(`GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: `);
    expect(result.closedAfterMs).toBeLessThan(TIMEOUT_MS + CLOSE_SLACK_MS);
    expectOurAnswer(result.text, 408, /too long/);
  });

  it('answers headers too large with 431, our headers and a JSON body', async () => {
    const huge = `GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`;
    expectOurAnswer((await rawExchange(huge)).text, 431, /headers are too large/);
  });

  it('answers a malformed request with 400, our headers and a JSON body', async () => {
    expectOurAnswer((await rawExchange('NOT HTTP AT ALL\r\n\r\n')).text, 400, /not valid HTTP/);
    const badLength = 'POST /api/contact HTTP/1.1\r\nHost: x\r\nContent-Length: nope\r\n\r\n';
    expectOurAnswer((await rawExchange(badLength)).text, 400, /not valid HTTP/);
  });

  it('logs a malformed chunked body and each body cut off with 408 once, below error, with its reason', async () => {
    const before = server.output().length;
    const chunked = [
      'POST /api/contact HTTP/1.1',
      `Host: 127.0.0.1:${server.port}`,
      `Origin: ${server.url}`,
      'Content-Type: application/json',
      'Transfer-Encoding: chunked',
      '',
      'zz',
      '{"name":',
      '',
    ].join('\r\n');
    const stalled = (n: number) =>
      `POST /api/contact HTTP/1.1\r\nHost: x\r\nOrigin: ${server.url}\r\nContent-Type: application/json\r\nContent-Length: 90\r\n\r\n{"n":${n}`;
    // A client that goes away mid-body: Node refuses nothing, the app's read fails.
    const cut = new Promise<void>((resolve) => {
      const socket = connect(server.port, '127.0.0.1', () => socket.write(stalled(4)));
      socket.on('error', () => {});
      setTimeout(() => {
        socket.destroy();
        resolve();
      }, 300);
    });
    await Promise.all([rawExchange(chunked), ...[1, 2, 3].map((n) => rawExchange(stalled(n))), cut]);
    // The app's failed body read comes after Node's refusal: give it a moment to log, if it would.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const lines = server
      .output()
      .slice(before)
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { level: string; event: string; reason?: string });
    expect(lines.filter((line) => line.level === 'error')).toEqual([]);
    // Each request is logged once, at info, with its reason: the three stalled bodies as Node's
    // timeout, the bad chunk as its parse error, and the client that hung up mid-body as the app's
    // request.aborted or, when Node saw the hang-up first, as its end-of-stream state.
    const refused = lines.filter((line) => line.event === 'request.refused');
    const aborted = lines.filter((line) => line.event === 'request.aborted');
    expect([...refused, ...aborted].every((line) => line.level === 'info')).toBe(true);
    const reasons = refused.map((line) => line.reason).sort();
    const cutSeen = aborted.length + reasons.filter((r) => r === 'HPE_INVALID_EOF_STATE').length;
    expect(cutSeen).toBe(1);
    expect(reasons.filter((r) => r !== 'HPE_INVALID_EOF_STATE')).toEqual([
      'ERR_HTTP_REQUEST_TIMEOUT',
      'ERR_HTTP_REQUEST_TIMEOUT',
      'ERR_HTTP_REQUEST_TIMEOUT',
      'HPE_INVALID_CHUNK_SIZE',
    ]);
  });
});
