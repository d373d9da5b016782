import { Agent, createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { httpServerOptions, KEEP_ALIVE_TIMEOUT_MS } from './http-limits';

let server: Server | undefined;
afterEach(() => {
  server?.closeAllConnections();
  server?.close();
});

/** One GET on `agent`; answers whether it went over a connection the agent had kept. */
function get(port: number, agent: Agent): Promise<{ status: number; reused: boolean }> {
  return new Promise((resolve, reject) => {
    const req = request({ port, host: '127.0.0.1', path: '/', agent }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, reused: req.reusedSocket }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe("the server's kept-alive connections", () => {
  it('stay open past Node’s default 5 s of idleness, as a proxy in front expects', async () => {
    server = createServer(httpServerOptions(30_000), (_req, res) => res.end('ok'));
    expect(server.keepAliveTimeout).toBe(KEEP_ALIVE_TIMEOUT_MS);
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      expect(await get(port, agent)).toEqual({ status: 200, reused: false });
      await new Promise((resolve) => setTimeout(resolve, 5_500));
      expect(await get(port, agent)).toEqual({ status: 200, reused: true });
    } finally {
      agent.destroy();
    }
  }, 15_000);
});
