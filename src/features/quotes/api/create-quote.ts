import { outboxForm } from '../../../lib/outbox';
import type { CreateQuoteInput, CreateQuoteResponse } from '../../../shared/quote-schemas';

/**
 * POST /api/quotes: 201 with the reference. `sendQuote` sends the request, or queues it for later
 * when offline (decision 052).
 */
const quoteForm = outboxForm<CreateQuoteInput, CreateQuoteResponse>('quote', '/api/quotes');
export const sendQuote = quoteForm.deliver;
