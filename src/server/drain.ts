// Draining keep-alive connections on stop (decision 155). server.close() waits for every open
// connection, and a proxy such as nginx keeps its connections to us open and keeps sending new
// requests on them for as long as we answer: without this, a stopping process served on until the
// grace period ended and then cut what was in flight. Once draining, every answer, including those
// already under way, tells the client to close the connection, so close() can finish.
import type { Server, ServerResponse } from 'node:http';

export interface Drain {
  /** From now on each connection closes after its current answer. */
  start(): void;
}

export function drainOnStop(server: Server): Drain {
  let draining = false;
  const inFlight = new Set<ServerResponse>();
  const closeAfter = (response: ServerResponse) => {
    if (!response.headersSent) response.setHeader('Connection', 'close');
    // Headers already sent as keep-alive: close the connection once it is idle again.
    else response.once('close', () => server.closeIdleConnections());
  };
  // Before the app's own listener, so the header is set before the app writes its answer.
  server.prependListener('request', (_request, response) => {
    if (draining) return closeAfter(response);
    inFlight.add(response);
    response.once('close', () => inFlight.delete(response));
  });
  return {
    start() {
      draining = true;
      for (const response of inFlight) closeAfter(response);
      inFlight.clear();
    },
  };
}
