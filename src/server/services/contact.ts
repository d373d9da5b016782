// Contact form messages: limit per IP, refuse the honeypot, validate with the shared schema, store
// once per Idempotency-Key. Logs carry ids and the topic only, never who wrote or what they wrote.
import { randomInt } from 'node:crypto';
import { zodFieldErrors } from '../../shared/field-errors';
import { contactSchema, type ContactData, type ContactResponse } from '../../shared/contact-schema';
import { REFERENCE_ALPHABET } from '../../shared/quote-schemas';
import type { AppDb } from '../db/client';
import { contactMessages } from '../db/schema';
import { HttpError, tooManyRequests } from '../http-error';
import type { Logger } from '../logger';
import { runIdempotent, type IdempotentResult } from './idempotency';
import { hit, type Limit } from './rate-limit';

export interface ContactDeps {
  db: AppDb;
  limit: Limit;
  logger: Logger;
  now: () => Date;
}

export interface ContactRequest {
  ip: string;
  requestId: string;
  idempotencyKey: string | undefined;
}

export const newContactReference = () =>
  `CM-${Array.from({ length: 6 }, () => REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)]).join('')}`;

function parse(body: unknown): ContactData {
  const result = contactSchema.safeParse(body);
  if (!result.success) {
    throw new HttpError(400, 'Please check the highlighted fields.', zodFieldErrors(result.error));
  }
  return result.data;
}

/** Inserts the message; a reference that is taken already (ON CONFLICT) just draws another. */
async function insertMessage(db: AppDb, data: ContactData, now: Date) {
  const { website: _honeypot, phone, ...rest } = data;
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const [row] = await db
      .insert(contactMessages)
      .values({ reference: newContactReference(), ...rest, phone: phone ?? null, createdAt: now })
      .onConflictDoNothing({ target: contactMessages.reference })
      .returning({ id: contactMessages.id, reference: contactMessages.reference });
    if (row) return row;
  }
  throw new Error('no free contact reference after 5 attempts');
}

export async function createContactMessage(
  deps: ContactDeps,
  body: unknown,
  request: ContactRequest,
): Promise<IdempotentResult<ContactResponse>> {
  const now = deps.now();
  const limit = deps.limit;
  const perIp = await hit(deps.db, `contact-ip:${request.ip}`, limit, now);
  if (perIp.count > limit.max) {
    deps.logger.warn('contact.limited', { requestId: request.requestId, ip: request.ip });
    throw tooManyRequests(perIp.retryAfter);
  }
  const website = (body as { website?: unknown } | null)?.website;
  if (typeof website === 'string' && website.trim() !== '') {
    deps.logger.info('contact.honeypot', { requestId: request.requestId, ip: request.ip });
    throw new HttpError(400, 'The form could not be sent.', { website: 'Leave this field empty.' });
  }
  const data = parse(body);
  const result = await runIdempotent<ContactResponse>(
    deps.db,
    { scope: 'contact.create', key: request.idempotencyKey, owner: `ip:${request.ip}`, now },
    async (tx) => {
      const row = await insertMessage(tx, data, now);
      deps.logger.info('contact.created', {
        requestId: request.requestId,
        messageId: row.id,
        topic: data.topic,
      });
      return { status: 201, body: { reference: row.reference } };
    },
  );
  if (result.replayed) deps.logger.info('contact.replayed', { requestId: request.requestId });
  return result;
}
