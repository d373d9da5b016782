// /api/auth/password-reset (OpenAPI at /api/openapi.json): ask for a link by email, check a link,
// set a new password with it (decision 170). The logic lives in services/password-reset.ts.
import {
  resetCheckAnswerSchema,
  resetCheckSchema,
  resetPasswordAnswerSchema,
  resetPasswordSchema,
  resetRequestAnswerSchema,
  resetRequestSchema,
} from '../../shared/password-reset-schemas';
import type { EmailSettings } from '../email/outbox';
import type { RateLimits } from '../services/rate-limit';
import { checkResetToken, requestReset, resetAddressKey, resetPassword } from '../services/password-reset';
import { apiRouter } from '../write/api-router';
import { enforceLimits } from '../write/limits';
import { addWrite, type WriteDeps } from '../write/write-route';

export interface PasswordResetRouteDeps extends WriteDeps {
  limits: RateLimits;
  email: EmailSettings;
}

export function passwordResetRoutes(deps: PasswordResetRouteDeps) {
  const app = apiRouter();
  const tags = ['auth'];
  const service = { ...deps };
  const attempts = ({ ip }: { ip: string }) => [
    { key: `reset-attempt-ip:${ip}`, limit: deps.limits.resetAttemptPerIp },
  ];

  addWrite(
    app,
    deps,
    {
      name: 'auth.reset_request',
      path: '/request',
      summary:
        'Email a link to set a new password (the same answer whether or not the address has an account)',
      tags,
      body: resetRequestSchema,
      response: resetRequestAnswerSchema,
      status: 202,
      honeypot: true,
      limits: ({ ip }) => [{ key: `reset-request-ip:${ip}`, limit: deps.limits.resetRequestPerIp }],
    },
    async (data, ctx) => {
      // The per-address limit needs the address, which only the handler has; the answer is the
      // same 429 for an address with an account and one without.
      await enforceLimits(
        deps.db,
        [{ key: resetAddressKey(data.email), limit: deps.limits.resetRequestPerAddress }],
        ctx.now,
      ).catch((error: unknown) => {
        deps.logger.warn('auth.reset_request.limited', { requestId: ctx.requestId, by: 'address' });
        throw error;
      });
      await requestReset(service, data, ctx.requestId);
      return { ok: true as const };
    },
  );

  addWrite(
    app,
    deps,
    {
      name: 'auth.reset_check',
      path: '/check',
      summary: 'Whether an emailed link can still set a password (400 at `token` when not)',
      tags,
      body: resetCheckSchema,
      response: resetCheckAnswerSchema,
      status: 200,
      limits: attempts,
    },
    async (data) => {
      await checkResetToken(service, data.token);
      return { ok: true as const };
    },
  );

  addWrite(
    app,
    deps,
    {
      name: 'auth.password_reset',
      path: '/',
      summary: 'Set a new password with an emailed link; every session of the account ends',
      tags,
      body: resetPasswordSchema,
      response: resetPasswordAnswerSchema,
      status: 200,
      limits: attempts,
    },
    async (data, ctx) => ({ ok: true as const, ...(await resetPassword(service, data, ctx.requestId)) }),
  );

  return app;
}
