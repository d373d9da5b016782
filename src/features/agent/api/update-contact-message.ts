import { api } from '../../../lib/api-client';
import type { ContactMessage } from '../../../shared/agent-schemas';

/** PATCH /api/agent/contact-messages/:id. */
export function updateContactMessage(id: string, status: 'new' | 'answered'): Promise<ContactMessage> {
  return api<ContactMessage>(`/api/agent/contact-messages/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: { status },
  });
}
