// The Hono context variables every middleware and route can read.
import type { Env as HonoEnv } from 'hono';

export interface AppEnv extends HonoEnv {
  Variables: {
    requestId: string;
    /** The client address: the socket's, or X-Forwarded-For's first hop behind a trusted proxy. */
    clientIp: string;
  };
}
