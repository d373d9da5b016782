import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { api as apiClient } from './api-client';
import {
  clearOutbox,
  enqueue,
  isNetworkFailure,
  listOutbox,
  outboxForm,
  readOutboxEntry,
  replayOutbox,
  type Send,
} from './outbox';

// The factory's `post` goes through the one HTTP client; here one that answers without a network,
// passed in rather than mocked as a module: the unit project shares modules between files
// (decision 231), so a file that imported the outbox first would keep the real client.
const api = vi.fn();

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const queue = (key: string, body: unknown = { name: key }) =>
  enqueue({ key, kind: 'quote', url: '/api/quotes', body });

describe('outbox', () => {
  beforeEach(async () => {
    await clearOutbox();
  });

  it('a queued submission is sent with its Idempotency-Key and keeps the answer', async () => {
    await queue('key-1');
    const send = vi.fn<Send>(async () => json(201, { reference: 'HP-ABCDEF' }));
    expect(await replayOutbox(send)).toBe(1);
    const [url, init] = send.mock.calls[0]!;
    expect(url).toBe('/api/quotes');
    expect(new Headers(init.headers).get('Idempotency-Key')).toBe('key-1');
    expect(JSON.parse(String(init.body))).toEqual({ name: 'key-1' });
    expect(await readOutboxEntry('key-1')).toMatchObject({
      status: 'sent',
      result: { reference: 'HP-ABCDEF' },
    });
  });

  it('a network failure keeps everything queued and stops the run', async () => {
    await queue('a');
    await queue('b');
    const send = vi.fn<Send>(async () => Promise.reject(new TypeError('Failed to fetch')));
    expect(await replayOutbox(send)).toBe(0);
    expect(send).toHaveBeenCalledTimes(1);
    expect((await listOutbox()).map((entry) => entry.status)).toEqual(['queued', 'queued']);
  });

  it('a 4xx refusal is kept with its error, and a 5xx stays queued for later', async () => {
    await queue('refused');
    const refused = vi.fn<Send>(async () =>
      json(400, { message: 'Bad phone', data: '{"phone":"Bad phone"}' }),
    );
    await replayOutbox(refused);
    expect(await readOutboxEntry('refused')).toMatchObject({ status: 'refused', error: { status: 400 } });

    await queue('busy');
    await replayOutbox(async () => json(503, { message: 'Busy' }));
    expect((await readOutboxEntry('busy'))?.status).toBe('queued');
  });

  it('two replays at once send each entry once', async () => {
    await queue('once');
    const send = vi.fn<Send>(async () => json(201, { reference: 'HP-ZZZZZZ' }));
    await Promise.all([replayOutbox(send), replayOutbox(send)]);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('only failures without an answer count as network failures', () => {
    expect(isNetworkFailure(new TypeError('Failed to fetch'))).toBe(true);
    expect(isNetworkFailure(Object.assign(new Error('x'), { name: 'FetchError', response: undefined }))).toBe(
      true,
    );
    expect(
      isNetworkFailure(Object.assign(new Error('x'), { name: 'FetchError', response: { status: 422 } })),
    ).toBe(false);
    expect(isNetworkFailure(new Error('other'))).toBe(false);
  });

  it('a form made by outboxForm posts with its key, and queues under its kind and url when offline', async () => {
    const form = outboxForm<{ name: string }, { reference: string }>(
      'quote',
      '/api/quotes',
      api as unknown as typeof apiClient,
    );
    api.mockResolvedValueOnce({ reference: 'HP-ABCDEF' });
    expect(await form.deliver({ name: 'Ann' }, 'key-sent')).toEqual({
      status: 'sent',
      result: { reference: 'HP-ABCDEF' },
    });
    expect(api).toHaveBeenCalledWith('/api/quotes', {
      method: 'POST',
      body: { name: 'Ann' },
      headers: { 'Idempotency-Key': 'key-sent' },
    });

    api.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect(await form.deliver({ name: 'Bo' }, 'key-offline')).toEqual({ status: 'queued' });
    expect(await listOutbox()).toMatchObject([
      { key: 'key-offline', kind: 'quote', url: '/api/quotes', body: { name: 'Bo' }, status: 'queued' },
    ]);
  });
});
