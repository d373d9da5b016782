import { api } from '../../../lib/api-client';
import { sendOrQueue, type SendOrQueueResult } from '../../../lib/outbox';
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

export type SendQuoteResult = SendOrQueueResult<CreateQuoteResponse>;

/** Sends the quote, or queues it for later when offline (decision 052). */
export function sendQuote(
  input: CreateQuoteInput,
  idempotencyKey: string,
  request = createQuote,
): Promise<SendQuoteResult> {
  return sendOrQueue({ kind: 'quote', url: QUOTES_URL }, input, idempotencyKey, request);
}
