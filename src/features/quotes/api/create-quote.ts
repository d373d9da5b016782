import { api } from '../../../lib/api-client';
import { enqueue, isNetworkFailure, removeOutboxEntry } from '../../../lib/outbox';
import type { CreateQuoteInput, CreateQuoteResponse } from '../../../shared/quote-schemas';

export const QUOTES_URL = '/api/quotes';

/** POST /api/quotes: 201 with the reference. The key makes a resend of the same draft harmless. */
export function createQuote(input: CreateQuoteInput, idempotencyKey: string): Promise<CreateQuoteResponse> {
  return api<CreateQuoteResponse>(QUOTES_URL, {
    method: 'POST',
    body: input,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

export type SendQuoteResult = { status: 'sent'; result: CreateQuoteResponse } | { status: 'queued' };

/**
 * Sends the quote, or puts it in the outbox when the server cannot be reached at all (decision 052);
 * the outbox sends it later with the same key. An answer from the server (4xx, 5xx) is thrown as before.
 */
export async function sendQuote(
  input: CreateQuoteInput,
  idempotencyKey: string,
  request = createQuote,
): Promise<SendQuoteResult> {
  try {
    const result = await request(input, idempotencyKey);
    // Sent directly: an older queued copy of this draft must not be sent (or shown) again.
    await removeOutboxEntry(idempotencyKey).catch(() => undefined);
    return { status: 'sent', result };
  } catch (error) {
    if (!isNetworkFailure(error)) throw error;
    await enqueue({ key: idempotencyKey, kind: 'quote', url: QUOTES_URL, body: input });
    return { status: 'queued' };
  }
}
