import { api } from '../../../lib/api-client';
import type { CreateQuoteInput, CreateQuoteResponse } from '../../../shared/quote-schemas';

/** POST /api/quotes: 201 with the reference. The key makes a resend of the same draft harmless. */
export function createQuote(input: CreateQuoteInput, idempotencyKey: string): Promise<CreateQuoteResponse> {
  return api<CreateQuoteResponse>('/api/quotes', {
    method: 'POST',
    body: input,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}
