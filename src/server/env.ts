// The one place that reads process.env. Everything is validated up front so a bad deployment
// stops at start, naming the variable, instead of failing on the first request.
import { z } from 'zod';
import { agency } from '../shared/agency';
import { defaultChatPassagesFile, defaultStaticDir } from './paths';

const flag = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'use true or false' })
    .optional()
    .transform((value) => (value === undefined ? fallback : ['true', '1', 'yes'].includes(value)));

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined));

const envFields = z.object({
  PORT: z.coerce
    .number({ error: 'must be a port number' })
    .int('must be a whole number')
    .min(1, 'must be between 1 and 65535')
    .max(65535, 'must be between 1 and 65535')
    .default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalText.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres://')
      .optional(),
  ),
  SITE_NAME: z.string().min(1).default(agency.name),
  SITE_URL: z.url('must be an absolute URL').default('http://localhost:3000'),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** Defaults are beside the server's own build (src/server/paths.ts), not the working directory. */
  STATIC_DIR: z.string().min(1).default(defaultStaticDir),
  /** The chat's passages, written by `npm run build` (decision 161). */
  CHAT_PASSAGES_FILE: z.string().min(1).default(defaultChatPassagesFile),
  TRUST_PROXY: flag(false),
  /** Unset: on for development and tests, off in production (docs/demo-accounts.md). */
  SEED_DEMO: z
    .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'use true or false' })
    .optional()
    .transform((value) => (value === undefined ? undefined : ['true', '1', 'yes'].includes(value))),
  ANALYTICS_SCRIPT_URL: optionalText.pipe(z.url('must be an absolute https URL').optional()),
  ANALYTICS_SITE_ID: optionalText,
  /** Multiplies every rate limit: test and bench runs that send many requests from one address. */
  RATE_LIMIT_SCALE: z.coerce
    .number({ error: 'must be a number' })
    .min(1, 'must be at least 1')
    .max(1000)
    .default(1),
  /** smtp(s)://user:pass@host:port: deliver email; unset keeps it in the database for developers. */
  SMTP_URL: optionalText.pipe(
    z
      .string()
      .regex(/^smtps?:\/\/[^\s]+$/, 'must look like smtp://user:password@host:587 or smtps://...')
      .optional(),
  ),
  EMAIL_FROM: z.string().trim().min(3).max(200).default(`${agency.name} <${agency.email}>`),
  /** Signs unsubscribe and confirm links; unset: one is generated and kept in the database. */
  EMAIL_TOKEN_SECRET: optionalText.pipe(
    z.string().min(32, 'must be at least 32 characters (e.g. openssl rand -hex 32)').optional(),
  ),
  /** A request (headers and body) that has not fully arrived after this many ms is answered 408 and closed. */
  REQUEST_TIMEOUT_MS: z.coerce
    .number({ error: 'must be a number of milliseconds' })
    .int()
    .min(1000, 'must be at least 1000')
    .max(600_000, 'must be at most 600000')
    .default(30_000),
  /** `off`: every request goes through the app, none answered by the fast paths (fast-paths/README.md). */
  FAST_PATHS: z.enum(['on', 'off'], { error: 'use on or off' }).default('on'),
  /** `off`: every session lookup reads the database; the session fast path then never answers. */
  SESSION_CACHE: z.enum(['on', 'off'], { error: 'use on or off' }).default('on'),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  /** An OpenAI-compatible API for the chat assistant (docs/decisions/111); unset: the built-in engine. */
  LLM_BASE_URL: optionalText.pipe(
    z.url('must be an absolute URL, e.g. http://127.0.0.1:11434/v1').optional(),
  ),
  LLM_API_KEY: optionalText,
  LLM_MODEL: optionalText,
  /** Milliseconds to wait for the model's first token (and each next one) before falling back. */
  LLM_TIMEOUT_MS: z.coerce
    .number({ error: 'must be a number of milliseconds' })
    .int()
    .min(100, 'must be at least 100')
    .max(120_000, 'must be at most 120000')
    .default(20_000),
  /** Milliseconds a model's whole reply may take; past it the member gets the site's answer. */
  LLM_REPLY_MS: z.coerce
    .number({ error: 'must be a number of milliseconds' })
    .int()
    .min(500, 'must be at least 500')
    .max(300_000, 'must be at most 300000')
    .default(45_000),
  /** Pause between the pieces of a composed chat reply; `npm run bench` sets 0 to measure the work. */
  CHAT_PACE_MS: z.coerce
    .number({ error: 'must be a number of milliseconds' })
    .int()
    .min(0, 'must be 0 or more')
    .max(1000, 'must be at most 1000')
    .optional(),
});

// Demo accounts follow NODE_ENV unless SEED_DEMO says otherwise.
const envSchema = envFields
  .superRefine((env, ctx) => {
    // The chat model's settings come all three together, or none (decision 111).
    const llm = { LLM_BASE_URL: env.LLM_BASE_URL, LLM_API_KEY: env.LLM_API_KEY, LLM_MODEL: env.LLM_MODEL };
    const set = Object.values(llm).filter(Boolean).length;
    if (set === 0 || set === 3) return;
    for (const [key, value] of Object.entries(llm)) {
      if (!value) {
        ctx.addIssue({
          code: 'custom',
          path: [key],
          message: 'set LLM_BASE_URL, LLM_API_KEY and LLM_MODEL together',
        });
      }
    }
  })
  .transform((env) => ({
    ...env,
    SEED_DEMO: env.SEED_DEMO ?? env.NODE_ENV !== 'production',
  }));

export type Env = z.output<typeof envSchema>;

/** Parses the environment; throws an Error whose message names every bad variable. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  // Empty strings count as unset, so `PORT=` in a .env file means "use the default".
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const result = envSchema.safeParse(cleaned);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  throw new Error(`Invalid environment variables:\n  ${problems.join('\n  ')}`);
}
