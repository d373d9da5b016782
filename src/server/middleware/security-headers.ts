// Headers on EVERY response, static or API, success or error (SECURITY.md "Headers and errors").
import { createHash, randomUUID } from 'node:crypto';
import { createMiddleware } from 'hono/factory';
import { BOOT_SCRIPT } from '../../shared/color-mode-script';
import type { AppEnv } from '../app-env';

export interface SecurityHeaderOptions {
  production: boolean;
  /** The analytics script's URL; its origin is allowed in script-src and connect-src. */
  analyticsScriptUrl?: string;
}

/** The one inline script pages carry (decisions 012, 076), allowed by the hash of its exact text. */
export const bootScriptHash = `'sha256-${createHash('sha256').update(BOOT_SCRIPT).digest('base64')}'`;

export function contentSecurityPolicy(analyticsScriptUrl?: string): string {
  const analytics = analyticsScriptUrl ? ` ${new URL(analyticsScriptUrl).origin}` : '';
  return [
    "default-src 'self'",
    `script-src 'self'${analytics} ${bootScriptHash}`,
    "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    // Analytics scripts report back to their own host.
    `connect-src 'self'${analytics}`,
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
    "worker-src 'self'",
    "manifest-src 'self'",
  ].join('; ');
}

/** The header set itself: the app's middleware sets it, and so do answers Node gives before the app. */
export function securityHeaderValues(options: SecurityHeaderOptions): Record<string, string> {
  const headers: Record<string, string> = {
    'Content-Security-Policy': contentSecurityPolicy(options.analyticsScriptUrl),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
  // HSTS only in production: on http://localhost it would pin the browser to https.
  if (options.production) headers['Strict-Transport-Security'] = 'max-age=31536000; includeSubDomains';
  return headers;
}

/**
 * The headers every answer carries, set in one pass after the route has answered: the security
 * headers, the request id (ours, never the client's; every error body repeats it, so a person
 * reporting a problem can quote one id that is also in the logs), and `no-store` on the API, whose
 * answers are per-user and live (no browser, proxy or service worker keeps them). One middleware
 * rather than three: each layer costs every request a closure and a promise.
 */
export const answerHeaders = (options: SecurityHeaderOptions) => {
  const headers = Object.entries(securityHeaderValues(options));
  return createMiddleware<AppEnv>(async (c, next) => {
    const id = randomUUID();
    c.set('requestId', id);
    c.header('X-Request-Id', id);
    await next();
    const answer = c.res.headers;
    for (const [name, value] of headers) answer.set(name, value);
    answer.set('X-Request-Id', id);
    if (c.req.path.startsWith('/api/')) answer.set('Cache-Control', 'no-store');
    answer.delete('X-Powered-By');
  });
};
