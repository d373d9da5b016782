// Contact form messages: store the message under a fresh CM- reference. Validation, the honeypot,
// idempotency and the per-IP limit happen in the route (write/write-route.ts). Logs carry ids and
// the topic only, never who wrote or what they wrote.
import type { ContactData, ContactResponse } from '../../shared/contact-schema';
import type { AppDb } from '../db/client';
import { contactMessages } from '../db/schema';
import type { Logger } from '../logger';
import { insertWithReference } from '../write/reference';

export interface ContactWork {
  db: AppDb;
  logger: Logger;
  now: Date;
  requestId: string;
}

export async function createContactMessage(data: ContactData, work: ContactWork): Promise<ContactResponse> {
  const { website: _honeypot, phone, ...rest } = data;
  const row = await insertWithReference('CM', async (reference) => {
    const [inserted] = await work.db
      .insert(contactMessages)
      .values({ reference, ...rest, phone: phone ?? null, createdAt: work.now })
      .onConflictDoNothing({ target: contactMessages.reference })
      .returning({ id: contactMessages.id, reference: contactMessages.reference });
    return inserted;
  });
  work.logger.info('contact.created', { requestId: work.requestId, messageId: row.id, topic: data.topic });
  return { reference: row.reference };
}
