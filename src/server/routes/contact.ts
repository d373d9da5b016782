// POST /api/contact: a message from the contact form. Answers 201 { reference } only; what was
// sent never comes back and is never logged (SECURITY.md "Requests").
import { contactResponseSchema, contactSchema } from '../../shared/contact-schema';
import { createContactMessage } from '../services/contact';
import type { RateLimits } from '../services/rate-limit';
import { apiRouter } from '../write/api-router';
import { addWrite, type WriteDeps } from '../write/write-route';

export function contactRoutes(deps: WriteDeps & { limits: RateLimits }) {
  const app = apiRouter();
  addWrite(
    app,
    deps,
    {
      name: 'contact',
      path: '/',
      summary: 'Send a message to the agency',
      tags: ['contact'],
      body: contactSchema,
      response: contactResponseSchema,
      honeypot: true,
      idempotency: 'contact.create',
      limits: ({ ip }) => [{ key: `contact-ip:${ip}`, limit: deps.limits.contactPerIp }],
    },
    (data, ctx) => createContactMessage(data, { ...ctx, logger: deps.logger }),
  );
  return app;
}
