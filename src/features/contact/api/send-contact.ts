import { api } from '../../../lib/api-client';
import { sendOrQueue, type SendOrQueueResult } from '../../../lib/outbox';
import type { ContactData, ContactInput, ContactResponse } from '../../../shared/contact-schema';

export const CONTACT_URL = '/api/contact';
/** The outbox kind of a contact message; OutboxNotices names it by this. */
export const CONTACT_KIND = 'contact';

/** POST /api/contact: 201 with the reference. The key makes a resend of the same message harmless. */
export function sendContact(input: ContactInput, idempotencyKey: string): Promise<ContactResponse> {
  return api<ContactResponse>(CONTACT_URL, {
    method: 'POST',
    body: input,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

export type DeliverContactResult = SendOrQueueResult<ContactResponse>;

/** Sends the message, or queues it for later when offline (decision 052). */
export function deliverContact(
  input: ContactData,
  idempotencyKey: string,
  request: (input: ContactData, key: string) => Promise<ContactResponse> = sendContact,
): Promise<DeliverContactResult> {
  return sendOrQueue({ kind: CONTACT_KIND, url: CONTACT_URL }, input, idempotencyKey, request);
}
