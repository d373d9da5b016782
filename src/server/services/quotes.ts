// Quote requests: limit per IP, refuse the honeypot, validate with the shared schema, store the
// lead once per Idempotency-Key. Logs carry ids and the line only, never contact details.
import { randomInt } from 'node:crypto';
import type { z } from 'zod';
import { zodFieldErrors } from '../../shared/field-errors';
import {
  createQuoteSchema,
  REFERENCE_ALPHABET,
  type CreateQuoteData,
  type CreateQuoteResponse,
} from '../../shared/quote-schemas';
import type { AppDb } from '../db/client';
import { quoteLeads } from '../db/schema';
import { HttpError, tooManyRequests } from '../http-error';
import type { Logger } from '../logger';
import { runIdempotent, type IdempotentResult } from './idempotency';
import { hit, type Limit } from './rate-limit';

export interface QuoteDeps {
  db: AppDb;
  limit: Limit;
  logger: Logger;
  now: () => Date;
}

export interface QuoteRequest {
  ip: string;
  requestId: string;
  userId: string | undefined;
  idempotencyKey: string | undefined;
}

export const newReference = () =>
  `HP-${Array.from({ length: 6 }, () => REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)]).join('')}`;

function parse<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const result = schema.safeParse(body);
  if (!result.success) {
    throw new HttpError(400, 'Please check the highlighted fields.', zodFieldErrors(result.error));
  }
  return result.data;
}

/** Inserts the lead; a reference that is taken already (ON CONFLICT) just draws another. */
async function insertLead(db: AppDb, data: CreateQuoteData, userId: string | undefined, now: Date) {
  const { website: _honeypot, line, service, answers, consent, consentVersion, ...contact } = data;
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const [row] = await db
      .insert(quoteLeads)
      .values({
        reference: newReference(),
        line,
        service: service ?? null,
        answers,
        ...contact,
        consent,
        consentAt: now,
        consentVersion,
        userId: userId ?? null,
        createdAt: now,
      })
      .onConflictDoNothing({ target: quoteLeads.reference })
      .returning({ id: quoteLeads.id, reference: quoteLeads.reference, createdAt: quoteLeads.createdAt });
    if (row) return row;
  }
  throw new Error('no free quote reference after 5 attempts');
}

export async function createQuote(
  deps: QuoteDeps,
  body: unknown,
  request: QuoteRequest,
): Promise<IdempotentResult<CreateQuoteResponse>> {
  const now = deps.now();
  const perIp = await hit(deps.db, `quote-ip:${request.ip}`, deps.limit, now);
  if (perIp.count > deps.limit.max) {
    deps.logger.warn('quote.limited', { requestId: request.requestId, ip: request.ip });
    throw tooManyRequests(perIp.retryAfter);
  }
  const website = (body as { website?: unknown } | null)?.website;
  if (typeof website === 'string' && website.trim() !== '') {
    deps.logger.info('quote.honeypot', { requestId: request.requestId, ip: request.ip });
    throw new HttpError(400, 'The form could not be sent.', { website: 'Leave this field empty.' });
  }
  const data = parse(createQuoteSchema, body);
  const owner = request.userId ?? `ip:${request.ip}`;
  const result = await runIdempotent<CreateQuoteResponse>(
    deps.db,
    { scope: 'quotes.create', key: request.idempotencyKey, owner, now },
    async (tx) => {
      const row = await insertLead(tx, data, request.userId, now);
      deps.logger.info('quote.created', { requestId: request.requestId, leadId: row.id, line: data.line });
      return {
        status: 201,
        body: { reference: row.reference, line: data.line, createdAt: row.createdAt.toISOString() },
      };
    },
  );
  if (result.replayed) deps.logger.info('quote.replayed', { requestId: request.requestId, line: data.line });
  return result;
}
