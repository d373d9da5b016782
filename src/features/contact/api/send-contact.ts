import { outboxForm } from '../../../lib/outbox';
import type { ContactData, ContactResponse } from '../../../shared/contact-schema';

/**
 * POST /api/contact: 201 with the reference. `deliverContact` sends the message, or queues it for
 * later when offline (decision 052); OutboxNotices names the entry by its kind, 'contact'.
 */
const contactForm = outboxForm<ContactData, ContactResponse>('contact', '/api/contact');
export const deliverContact = contactForm.deliver;
