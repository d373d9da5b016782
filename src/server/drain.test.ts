// A stopping server tells keep-alive clients (nginx) to close their connections, including those
// whose request was already under way, so close() finishes instead of waiting for the grace period.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { connect, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { drainOnStop, type Drain } from './drain';

let server: Server;
let drain: Drain;
let requests: { request: IncomingMessage; response: ServerResponse }[];

async function listen(): Promise<number> {
  requests = [];
  server = createServer((request, response) => requests.push({ request, response }));
  // Long enough that an idle keep-alive connection would outlive every wait below.
  server.keepAliveTimeout = 60_000;
  drain = drainOnStop(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return typeof address === 'object' && address ? address.port : 0;
}

/** A raw client connection: what arrived so far, and whether the server closed it. */
async function client(port: number) {
  const socket: Socket = connect(port, '127.0.0.1');
  await new Promise((resolve) => socket.once('connect', resolve));
  let received = '';
  socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
  const ended = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  return { socket, received: () => received, ended };
}

const until = async (condition: () => boolean) => {
  const deadline = Date.now() + 10_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

/** Stops the server; resolves once close() has finished (every connection gone). */
const stop = () => {
  drain.start();
  return new Promise<void>((resolve) => server.close(() => resolve()));
};
const withinSeconds = (promise: Promise<void>, seconds: number) =>
  Promise.race([
    promise.then(() => true),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), seconds * 1000)),
  ]);

afterEach(() => {
  server?.closeAllConnections();
  server?.close();
});

describe('drainOnStop', () => {
  it('closes a connection whose request arrived before the stop, after answering it', async () => {
    const port = await listen();
    const c = await client(port);
    // Headers now, body later: the request is under way when the stop comes.
    c.socket.write('POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 4\r\nConnection: keep-alive\r\n\r\nab');
    await until(() => requests.length === 1);
    const closed = stop();
    const { request, response } = requests[0]!;
    request.resume();
    request.once('end', () => response.end('done'));
    c.socket.write('cd');
    await until(() => c.received().includes('done'));
    expect(c.received()).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(c.received().toLowerCase()).toContain('connection: close');
    expect(await withinSeconds(closed, 5)).toBe(true);
    await c.ended;
  });

  it('closes a connection once an answer whose headers went out before the stop ends', async () => {
    const port = await listen();
    const c = await client(port);
    c.socket.write('GET / HTTP/1.1\r\nHost: x\r\n\r\n');
    await until(() => requests.length === 1);
    const { response } = requests[0]!;
    response.writeHead(200, { 'Content-Type': 'text/plain' });
    response.write('first part ');
    await until(() => c.received().includes('first part'));
    expect(c.received().toLowerCase()).toContain('connection: keep-alive');
    const closed = stop();
    response.end('last part');
    expect(await withinSeconds(closed, 5)).toBe(true);
    await c.ended;
    expect(c.received()).toContain('last part');
  });

  it('leaves connections alone while the server runs', async () => {
    const port = await listen();
    const c = await client(port);
    c.socket.write('GET / HTTP/1.1\r\nHost: x\r\n\r\n');
    await until(() => requests.length === 1);
    requests[0]!.response.end('one');
    c.socket.write('GET / HTTP/1.1\r\nHost: x\r\n\r\n');
    await until(() => requests.length === 2);
    requests[1]!.response.end('two');
    await until(() => c.received().includes('two'));
    expect(c.received().toLowerCase()).not.toContain('connection: close');
    c.socket.destroy();
  });
});
