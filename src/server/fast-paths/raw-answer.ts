// The one writer of a fast path's answer: Node's own response, no Fetch Response, with what every
// answer of the app carries too (its own request id, the security headers), so an answer from here
// and one from the app differ only where the app's would (the side-by-side tests compare them).
import { randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';

export function writeRaw(
  res: ServerResponse,
  status: number,
  headers: Record<string, string>,
  body: Uint8Array | string | undefined,
  securityHeaders: Record<string, string>,
): void {
  res.writeHead(status, {
    ...headers,
    ...(body !== undefined && {
      'Content-Length': String(typeof body === 'string' ? Buffer.byteLength(body) : body.length),
    }),
    'X-Request-Id': randomUUID(),
    ...securityHeaders,
  });
  res.end(body);
}
