import { api } from '../../../lib/api-client';
import type { ContactInput, ContactResponse } from '../../../shared/contact-schema';

/** POST /api/contact: 201 with the reference. The key makes a resend of the same message harmless. */
export function sendContact(input: ContactInput, idempotencyKey: string): Promise<ContactResponse> {
  return api<ContactResponse>('/api/contact', {
    method: 'POST',
    body: input,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}
