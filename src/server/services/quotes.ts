// Quote requests: store the lead under a fresh HP- reference. Validation, the honeypot,
// idempotency and the per-IP limit happen in the route (write/write-route.ts). Logs carry ids and
// the line only, never contact details.
import type { CreateQuoteData, CreateQuoteResponse } from '../../shared/quote-schemas';
import type { AppDb } from '../db/client';
import { quoteLeads } from '../db/schema';
import type { Logger } from '../logger';
import { insertWithReference } from '../write/reference';

export interface QuoteWork {
  db: AppDb;
  logger: Logger;
  now: Date;
  requestId: string;
  userId: string | undefined;
}

export async function createQuote(data: CreateQuoteData, work: QuoteWork): Promise<CreateQuoteResponse> {
  const { website: _honeypot, line, service, answers, consent, consentVersion, ...contact } = data;
  const row = await insertWithReference('HP', async (reference) => {
    const [inserted] = await work.db
      .insert(quoteLeads)
      .values({
        reference,
        line,
        service: service ?? null,
        answers,
        ...contact,
        consent,
        consentAt: work.now,
        consentVersion,
        userId: work.userId ?? null,
        createdAt: work.now,
      })
      .onConflictDoNothing({ target: quoteLeads.reference })
      .returning({ id: quoteLeads.id, reference: quoteLeads.reference, createdAt: quoteLeads.createdAt });
    return inserted;
  });
  work.logger.info('quote.created', { requestId: work.requestId, leadId: row.id, line });
  return { reference: row.reference, line, createdAt: row.createdAt.toISOString() };
}
