import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApiClient, fieldErrorsOf, onUnauthorized } from './api-client';

let server: Server;
let baseURL: string;
let hits = 0;

beforeAll(async () => {
  server = createServer((req, res) => {
    hits += 1;
    if (req.url === '/flaky') {
      res.writeHead(503, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ statusCode: 503, message: 'down', requestId: 'r' }));
      return;
    }
    if (req.url === '/api/dashboard') {
      res.writeHead(401, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ statusCode: 401, message: 'Not logged in.', requestId: 'r' }));
      return;
    }
    if (req.url === '/fields') {
      res.writeHead(409, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          statusCode: 409,
          message: 'taken',
          requestId: 'r',
          data: JSON.stringify({ email: 'Taken.' }),
        }),
      );
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ ok: true }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  hits = 0;
});

function client() {
  const reports: string[] = [];
  const api = createApiClient({
    baseURL,
    retryDelay: 0,
    report: (request, detail) => reports.push(`${request} ${detail}`),
  });
  return { api, reports };
}

describe('api client', () => {
  it('retries a GET once when the server answers 503', async () => {
    const { api } = client();
    await expect(api('/flaky')).rejects.toThrow();
    expect(hits).toBe(2);
  });

  it('never retries a POST, even on 503', async () => {
    const { api } = client();
    await expect(api('/flaky', { method: 'POST', body: { a: 1 } })).rejects.toThrow();
    expect(hits).toBe(1);
  });

  it('reports a failure as method and URL, then status and status text', async () => {
    const { api, reports } = client();
    await expect(api('/flaky', { method: 'POST' })).rejects.toThrow();
    expect(reports).toEqual([`[POST] ${baseURL}/flaky 503 Service Unavailable`]);
  });

  it("reports 'no response' when the server cannot be reached", async () => {
    const reports: string[] = [];
    const api = createApiClient({
      baseURL: 'http://127.0.0.1:9',
      retryDelay: 0,
      report: (r, d) => reports.push(`${r} ${d}`),
    });
    await expect(api('/anything')).rejects.toThrow();
    expect(reports).toEqual(['[GET] http://127.0.0.1:9/anything no response']);
  });

  it('reads the field map out of the error body', async () => {
    const { api } = client();
    const error = await api('/fields', { method: 'POST' }).catch((caught: unknown) => caught);
    expect(fieldErrorsOf(error)).toEqual({ email: 'Taken.' });
  });

  it('returns parsed JSON on success', async () => {
    const { api } = client();
    await expect(api('/ok')).resolves.toEqual({ ok: true });
  });

  it('tells its listeners of every 401, with the method and path asked for', async () => {
    const { api } = client();
    const heard: string[] = [];
    const stop = onUnauthorized(({ method, url }) => heard.push(`${method} ${url}`));
    await expect(api('/api/dashboard')).rejects.toThrow();
    await expect(api('/flaky', { method: 'POST' })).rejects.toThrow();
    stop();
    await expect(api('/api/dashboard')).rejects.toThrow();
    expect(heard).toEqual(['GET /api/dashboard']);
  });

  it('tells a 401 that came before any listener to the first one, once', async () => {
    const { api } = client();
    await expect(api('/api/dashboard', { method: 'DELETE' })).rejects.toThrow();
    const first: string[] = [];
    const stopFirst = onUnauthorized(({ method, url }) => first.push(`${method} ${url}`));
    const second: string[] = [];
    const stopSecond = onUnauthorized(({ method, url }) => second.push(`${method} ${url}`));
    expect(first).toEqual(['DELETE /api/dashboard']);
    expect(second).toEqual([]);
    stopFirst();
    stopSecond();
  });
});
