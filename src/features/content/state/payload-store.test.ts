// @vitest-environment jsdom
// jsdom, not happy-dom as the other browser-side files: this file's requests go to a real local
// server through the page's fetch, which happy-dom replaces with its own (it answered these 404s
// differently, decision 244).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

let server: Server;
const hits: string[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    hits.push(req.url ?? '');
    res.statusCode = 404;
    res.end('{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  vi.stubEnv('VITE_API_BASE', `http://127.0.0.1:${port}`);
  // The API's base is read when the client module loads; files share modules (vitest `isolate:
  // false`), so one that loaded it earlier would send these requests elsewhere. Load afresh.
  vi.resetModules();
});
// Each test counts the warnings it causes: a spy left from another test (any order) would add its own.
afterEach(() => {
  vi.restoreAllMocks();
});
afterAll(() => {
  vi.unstubAllEnvs();
  server.close();
});

describe('page data prefetch', () => {
  it('warns once on a failed prefetch and does not ask again ahead of a click', async () => {
    const { prefetchPayload } = await import('./payload-store');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    prefetchPayload('/articles/gone');
    await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
    prefetchPayload('/articles/gone');
    prefetchPayload('/articles/gone');
    await new Promise((resolve) => setTimeout(resolve, 50));
    // GET is retried once on some statuses, never on 404: one request in all.
    expect(hits.filter((url) => url === '/articles/gone/_payload.json')).toHaveLength(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain('could not prefetch /articles/gone');
  });

  it("refuses a payload URL with a host with the spec's message, as a warning", async () => {
    const { prefetchPayload } = await import('./payload-store');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    prefetchPayload('https://evil.example/page');
    expect(String(warn.mock.calls.at(-1)?.[0])).toContain('Payload URL must not include hostname');
  });

  it('a missing page is fetched once, stays missing for its navigation, and is asked again after it', async () => {
    const { forgetFailedPayloads, loadPayload } = await import('./payload-store');
    const { PageNotFoundError } = await import('../../../lib/page-errors');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const url = '/articles/nope/_payload.json';
    const first = loadPayload('/articles/nope');
    await expect(first).rejects.toBeInstanceOf(PageNotFoundError);
    // React renders a suspended page again once its promise settles: it must get the same answer.
    expect(loadPayload('/articles/nope')).toBe(first);
    await expect(loadPayload('/articles/nope')).rejects.toThrow('Page not found: /articles/nope');
    expect(hits.filter((hit) => hit === url)).toHaveLength(1);
    forgetFailedPayloads();
    await expect(loadPayload('/articles/nope')).rejects.toBeInstanceOf(PageNotFoundError);
    expect(hits.filter((hit) => hit === url)).toHaveLength(2);
  });
});

describe('the page data embedded in a prerendered page', () => {
  it('reads its html back from the element that shows it, before any request', async () => {
    const { loadPayload, primeEmbeddedPayload } = await import('./payload-store');
    const doc = document.implementation.createHTMLDocument('page');
    doc.body.innerHTML =
      '<div data-md=""><p>Lead</p></div><div class="prose" data-md=""><h2 id="a">Part A</h2><p>Hospital cover.</p></div>' +
      '<script type="application/json" id="__payload">' +
      JSON.stringify({
        kind: 'markdown',
        path: '/embedded-page',
        title: 'T',
        description: 'D',
        html: '',
        headings: [],
        htmlFromElement: 1,
      }) +
      '</script>';
    const before = hits.length;
    primeEmbeddedPayload(doc);
    const payload = await loadPayload('/embedded-page');
    expect(payload.html).toBe('<h2 id="a">Part A</h2><p>Hospital cover.</p>');
    expect('htmlFromElement' in payload).toBe(false);
    expect(hits.length).toBe(before);
  });
});
