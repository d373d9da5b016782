// The chat routes' dependencies from the app's: kept here so app.ts only mounts the routes.
import type { AppDeps } from '../app-deps';
import { silentLogger } from '../logger';
import type { RateLimits } from '../services/rate-limit';
import { passagesFromFile } from './knowledge-index';
import type { ChatDeps } from './reply';

/** Pause between the pieces of a composed reply: quick, but visibly streamed. */
const PACE_MS = 15;
/** About 500 words: more than a phone screen's worth of answer; a model never needs more here. */
const MAX_TOKENS = 700;

export function chatDeps(deps: AppDeps, limits: RateLimits, now: () => Date): ChatDeps {
  const { config } = deps;
  const llm =
    config.LLM_BASE_URL && config.LLM_API_KEY && config.LLM_MODEL
      ? {
          baseUrl: config.LLM_BASE_URL,
          apiKey: config.LLM_API_KEY,
          model: config.LLM_MODEL,
          firstTokenMs: config.LLM_TIMEOUT_MS,
          totalMs: config.LLM_REPLY_MS,
          maxTokens: MAX_TOKENS,
        }
      : undefined;
  return {
    db: deps.database.db,
    logger: deps.logger ?? silentLogger,
    now,
    limit: limits.chatPerMember,
    questionLimit: limits.questionPerAccount,
    llm,
    paceMs: config.CHAT_PACE_MS ?? (config.NODE_ENV === 'test' ? 0 : PACE_MS),
    // Looked for at the first chat, not here: index.ts has already checked it at start.
    passages: deps.chatPassages ?? (() => passagesFromFile(config.CHAT_PASSAGES_FILE)()),
  };
}
