import { api } from '../../../lib/api-client';
import type { ContactListResponse } from '../../../shared/agent-schemas';
import { FIRST_MESSAGES } from '../../../shared/console-loads';

export type ContactFilter = 'new' | 'answered' | '';

/** What the messages section shows first: the messages still waiting. */
export const FIRST_CONTACT_FILTER: ContactFilter = FIRST_MESSAGES.status;

/** GET /api/agent/contact-messages: messages from the contact form, with contact details. */
export function listContactMessages(status: ContactFilter, page: number): Promise<ContactListResponse> {
  return api<ContactListResponse>('/api/agent/contact-messages', {
    query: { status: status || undefined, page },
  });
}
