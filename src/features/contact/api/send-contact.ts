import { api } from '../../../lib/api-client';
import { enqueue, isNetworkFailure, removeOutboxEntry } from '../../../lib/outbox';
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

export type DeliverContactResult = { status: 'sent'; result: ContactResponse } | { status: 'queued' };

/**
 * Sends the message, or puts it in the outbox when the server cannot be reached at all (decision 052);
 * the outbox sends it later with the same key. An answer from the server (4xx, 5xx) is thrown as before.
 * The body is the schema's own output, so the outbox can replay it verbatim.
 */
export async function deliverContact(
  input: ContactData,
  idempotencyKey: string,
  request: (input: ContactData, key: string) => Promise<ContactResponse> = sendContact,
): Promise<DeliverContactResult> {
  try {
    const result = await request(input, idempotencyKey);
    // Sent directly: an older queued copy of this message must not be sent (or shown) again.
    await removeOutboxEntry(idempotencyKey).catch(() => undefined);
    return { status: 'sent', result };
  } catch (error) {
    if (!isNetworkFailure(error)) throw error;
    await enqueue({ key: idempotencyKey, kind: CONTACT_KIND, url: CONTACT_URL, body: input });
    return { status: 'queued' };
  }
}
