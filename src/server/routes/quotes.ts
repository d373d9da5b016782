// POST /api/quotes: a quote request from the public forms. Answers 201 { reference, line,
// createdAt } only; contact details never leave the server (SECURITY.md "Requests").
import { createQuoteResponseSchema, createQuoteSchema } from '../../shared/quote-schemas';
import type { RateLimits } from '../services/rate-limit';
import { createQuote } from '../services/quotes';
import { apiRouter } from '../write/api-router';
import { addWrite, type WriteDeps } from '../write/write-route';

export function quoteRoutes(deps: WriteDeps & { limits: RateLimits }) {
  const app = apiRouter();
  addWrite(
    app,
    deps,
    {
      name: 'quote',
      path: '/',
      summary: 'Ask for a quote',
      tags: ['quotes'],
      body: createQuoteSchema,
      response: createQuoteResponseSchema,
      honeypot: true,
      // A quote never needs a session; a member's is linked to the lead.
      session: 'optional',
      idempotency: 'quotes.create',
      limits: ({ ip }) => [{ key: `quote-ip:${ip}`, limit: deps.limits.quotePerIp }],
    },
    (data, ctx) => createQuote(data, { ...ctx, logger: deps.logger, userId: ctx.session?.user.id }),
  );
  return app;
}
