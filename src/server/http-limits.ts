// What Node's HTTP server does before the app sees a request: how long a client may take to send
// it, and how a request Node itself refuses (headers too large, malformed, too slow) is answered.
// Node's own answers are bare ("HTTP/1.1 400 Bad Request" and nothing else); ours carry the
// security headers and the API's JSON error body like every other answer (SECURITY.md).
import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import type { ApiErrorBody } from '../shared/field-errors';
import type { Logger } from './logger';

export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

/**
 * Options for http.createServer (through @hono/node-server's serverOptions). The whole request,
 * headers and body, must arrive within requestTimeoutMs (REQUEST_TIMEOUT_MS, 30 s by default:
 * bodies are at most 16 KiB, which even a slow phone sends well inside that).
 */
export function httpServerOptions(requestTimeoutMs: number) {
  return {
    // An idle kept-alive connection stays open longer than the one in front keeps it (nginx's
    // upstream keepalive_timeout is 60 s): with Node's 5 s, a proxy or client reusing it just as
    // Node closed it got a reset (a 502 through nginx for a POST, which it does not retry).
    keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
    requestTimeout: requestTimeoutMs,
    headersTimeout: Math.min(15_000, requestTimeoutMs),
    // Node checks those timeouts on this beat (30 s by default): a tenth keeps the bound near the limit.
    connectionsCheckingInterval: Math.max(250, Math.min(1000, Math.floor(requestTimeoutMs / 10))),
  };
}

const refusals: Record<string, [number, string, string]> = {
  HPE_HEADER_OVERFLOW: [431, 'Request Header Fields Too Large', 'The request headers are too large.'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request Timeout', 'The request took too long to arrive.'],
  HPE_HEADERS_TIMEOUT: [408, 'Request Timeout', 'The request headers took too long to arrive.'],
};
const malformed: [number, string, string] = [400, 'Bad Request', 'The request is not valid HTTP.'];

/** The raw HTTP/1.1 answer to a request Node refused, closing the connection. */
export function refusalResponse(code: string | undefined, headers: Record<string, string>): string {
  const [status, reason, message] = (code && refusals[code]) || malformed;
  const body: ApiErrorBody = { statusCode: status, message, requestId: randomUUID() };
  const text = JSON.stringify(body);
  const lines = [
    `HTTP/1.1 ${status} ${reason}`,
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(text)}`,
    'Cache-Control: no-store',
    `X-Request-Id: ${body.requestId}`,
    'Connection: close',
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
  ];
  return `${lines.join('\r\n')}\r\n\r\n${text}`;
}

/** Sockets whose request Node refused and this file logged: the app's failed body read is not logged again. */
const refused = new WeakSet<Socket>();
export const refusedByNode = (socket: Socket | undefined) => !!socket && refused.has(socket);

/**
 * Answers what Node refuses with our headers and JSON, then closes the connection. Each refusal
 * is the client's doing (too slow, too large, malformed), so it is logged at info, once, with
 * Node's code as its reason: anyone can send one, and none of it is a fault of ours.
 */
export function answerClientErrors(server: Server, headers: Record<string, string>, logger?: Logger): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Socket) => {
    // A reset says nothing worth a line; it happens whenever a client goes away.
    // One line a connection: after a refusal, the client's hang-up (HPE_INVALID_EOF_STATE) is the
    // same request's end, not another fault.
    if (error.code !== 'ECONNRESET') {
      const first = !refused.has(socket);
      refused.add(socket);
      const [status] = (error.code && refusals[error.code]) || malformed;
      if (first) logger?.info('request.refused', { status, reason: error.code ?? 'malformed' });
    }
    // A reset, or a response already under way (a body that stalled after the app answered): nothing to say.
    if (error.code === 'ECONNRESET' || !socket.writable || socket.bytesWritten > 0) {
      socket.destroy();
      return;
    }
    socket.end(refusalResponse(error.code, headers));
  });
}
