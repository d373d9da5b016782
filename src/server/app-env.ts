// The Hono context variables every middleware and route can read.
import type { Env as HonoEnv } from 'hono';
import type { SessionUser } from './services/sessions';

export interface AppEnv extends HonoEnv {
  Variables: {
    requestId: string;
    /** The client address: the socket's, or X-Forwarded-For's first hop behind a trusted proxy. */
    clientIp: string;
    /** Set by write routes that look up the session (write/session.ts). */
    session: { user: SessionUser; token: string; from: 'cookie' | 'bearer' } | undefined;
  };
}
