// What createApp(deps) is given: its own module so that the route helpers that read it (chat-deps.ts)
// need not import app.ts, which imports them (no import cycle, decision 161).
import type { PassagesSource } from './chat/knowledge-index';
import type { Database } from './db/client';
import type { EmailSettings } from './email/outbox';
import type { Env } from './env';
import type { Logger } from './logger';
import type { VapidSource } from './push/vapid';
import type { RateLimits } from './services/rate-limit';

export type AppConfig = Pick<
  Env,
  | 'NODE_ENV'
  | 'SITE_URL'
  | 'STATIC_DIR'
  | 'CHAT_PASSAGES_FILE'
  | 'TRUST_PROXY'
  | 'ANALYTICS_SCRIPT_URL'
  | 'ANALYTICS_SITE_ID'
  | 'EMAIL_TOKEN_SECRET'
  | 'LLM_BASE_URL'
  | 'LLM_API_KEY'
  | 'LLM_MODEL'
  | 'LLM_TIMEOUT_MS'
  | 'LLM_REPLY_MS'
  | 'CHAT_PACE_MS'
> &
  // Optional: a config written out by hand (a test's) keeps the cache, as a start with it unset does.
  Partial<Pick<Env, 'SESSION_CACHE'>>;

export interface AppDeps {
  database: Database;
  config: AppConfig;
  logger?: Logger;
  /** Rate limits; tests pass small numbers. */
  limits?: Partial<RateLimits>;
  /** The clock; tests move it to check expiry. */
  now?: () => Date;
  /** Link signing for emails; built from config when absent. Routes that write email share it. */
  email?: EmailSettings;
  /** The VAPID keys for Web Push, shared with the push worker; from the database when absent. */
  vapid?: VapidSource;
  /** Tests only: a loopback stand-in for the push service may be subscribed (decision 240). */
  pushAllowPrivateHosts?: boolean;
  /** The chat's content passages; CHAT_PASSAGES_FILE when absent. */
  chatPassages?: PassagesSource;
}
