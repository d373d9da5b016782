import 'fake-indexeddb/auto';
import { FetchError } from 'ofetch';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { clearOutbox, enqueue, listOutbox } from '../../../lib/outbox';
import type { ContactData } from '../../../shared/contact-schema';
import { deliverContact } from './send-contact';

const message: ContactData = {
  name: 'Ada',
  email: 'ada@example.com',
  topic: 'life',
  message: 'Please call me about term life.',
  preferredContact: 'email',
  website: '',
};

describe('deliverContact (decision 052)', () => {
  beforeEach(async () => {
    await clearOutbox();
  });

  it('queues the message under its key when the server cannot be reached', async () => {
    const request = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await deliverContact(message, 'key-offline', request)).toEqual({ status: 'queued' });
    expect(await listOutbox()).toMatchObject([
      { key: 'key-offline', kind: 'contact', url: '/api/contact', body: message, status: 'queued' },
    ]);
  });

  it('a direct success returns the reference and drops an older queued copy of the same message', async () => {
    await enqueue({ key: 'key-1', kind: 'contact', url: '/api/contact', body: message });
    const request = vi.fn(async (_input: ContactData, _key: string) => ({ reference: 'CM-ABCDEF' }));
    const sent = await deliverContact(message, 'key-1', request);
    expect(sent).toEqual({ status: 'sent', result: { reference: 'CM-ABCDEF' } });
    expect(request).toHaveBeenCalledWith(message, 'key-1');
    expect(await listOutbox()).toEqual([]);
  });

  it('an answer from the server is thrown to the form, not queued', async () => {
    const refusal = new FetchError('refused');
    Object.assign(refusal, { response: new Response(null, { status: 400 }) });
    const request = vi.fn(async () => {
      throw refusal;
    });
    await expect(deliverContact(message, 'key-2', request)).rejects.toBe(refusal);
    expect(await listOutbox()).toEqual([]);
  });
});
