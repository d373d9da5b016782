// One turn of POST /api/chat. Everything that can be refused (body, conversation, quota) is checked
// before the stream opens, so refusals are ordinary JSON errors; then the reply streams as
// server-sent events: meta, delta..., citations, suggestions, done (or error).
import { randomUUID } from 'node:crypto';
import type { SSEStreamingApi } from 'hono/streaming';
import type { z } from 'zod';
import type { FoundPassage } from '../../shared/chat-engine/found-passage';
import { rankInConversation } from '../../shared/chat-engine/answer-from-index';
import type { Turn } from '../../shared/chat-engine/turn';
import type { chatRequestSchema, ChatEventData, ChatEventName } from '../../shared/chat-schemas';
import type { AppDb } from '../db/client';
import type { Logger } from '../logger';
import type { Limit } from '../services/rate-limit';
import type { SessionUser } from '../services/sessions';
import { enforceLimits } from '../write/limits';
import {
  addMessage,
  createConversation,
  ownConversation,
  storedMessages,
  type ConversationRow,
  type NewMessage,
} from './conversations';
import { runEngine, type EngineResult } from './engine';
import { knowledgeReady, type PassagesSource } from './knowledge-index';
import type { LlmConfig } from './llm';
import { chatIndex } from './chat-index';

export interface ChatDeps {
  db: AppDb;
  logger: Logger;
  now: () => Date;
  /** Messages per member. */
  limit: Limit;
  /** Questions per member, for the hand-off. */
  questionLimit: Limit;
  llm: LlmConfig | undefined;
  /** Pause between streamed pieces of a composed reply, so it reads as it arrives. */
  paceMs: number;
  /** The content's passages for the index (the build's file). */
  passages: PassagesSource;
}

export interface PreparedTurn {
  conversation: ConversationRow;
  message: string;
  /** What retrieval searched for: the message, with the topic of the last turn for a follow-up. */
  topic: string;
  history: Turn[];
  passages: FoundPassage[];
  requestId: string;
  /** When the member's message was stored; the reply is always stored after it. */
  askedAt: Date;
}

/** The request body once the route's schema has checked it (2000 characters at most). */
export type ChatInput = z.output<typeof chatRequestSchema>;

export async function prepareTurn(
  deps: ChatDeps,
  member: SessionUser,
  input: ChatInput,
  requestId: string,
): Promise<PreparedTurn> {
  // Another member's conversation is a 404 before the quota counts anything.
  const existing = input.conversationId
    ? await ownConversation(deps.db, member.id, input.conversationId)
    : undefined;
  try {
    await enforceLimits(deps.db, [{ key: `chat-user:${member.id}`, limit: deps.limit }], deps.now());
  } catch (error) {
    deps.logger.warn('chat.limited', { requestId, userId: member.id });
    throw error;
  }
  await knowledgeReady(deps.db, deps.logger, deps.passages);
  const conversation = existing ?? (await createConversation(deps.db, member.id, input.message, deps.now()));
  // Only this conversation's turns, which are the member's own, ever reach a prompt.
  const history = (await storedMessages(deps.db, conversation.id))
    .filter((m) => m.role === 'user' || m.role === 'assistant')
    .map((m) => ({ role: m.role as Turn['role'], text: m.text }));
  const askedAt = deps.now();
  await addMessage(deps.db, conversation.id, { role: 'user', text: input.message }, askedAt);
  const { topic, passages } = rankInConversation(await chatIndex(deps.db), input.message, history);
  return { conversation, message: input.message, topic, history, passages, requestId, askedAt };
}

const send = <N extends ChatEventName>(stream: SSEStreamingApi, event: N, data: ChatEventData<N>) =>
  stream.writeSSE({ event, data: JSON.stringify(data) });

/** The reply's time: never the same millisecond as the question, so the order on reading is sure. */
const replyTime = (deps: ChatDeps, turn: PreparedTurn) =>
  new Date(Math.max(deps.now().getTime(), turn.askedAt.getTime() + 1));

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Writes the reply's events; a fault ends the stream with an `error` event, never a hang. */
export async function streamTurn(deps: ChatDeps, turn: PreparedTurn, stream: SSEStreamingApi): Promise<void> {
  const messageId = randomUUID();
  const stop = new AbortController();
  stream.onAbort(() => stop.abort());
  const store = (text: string, extra: Partial<NewMessage> = {}) =>
    addMessage(
      deps.db,
      turn.conversation.id,
      { id: messageId, role: 'assistant', text, ...extra },
      replyTime(deps, turn),
    );
  let sent = '';
  try {
    await send(stream, 'meta', { conversationId: turn.conversation.id, messageId });
    const engine = runEngine({ ...turn, llm: deps.llm, signal: stop.signal });
    let result: EngineResult | undefined;
    for (;;) {
      const next = await engine.next();
      if (next.done) {
        result = next.value;
        break;
      }
      if (stop.signal.aborted) break;
      await send(stream, 'delta', { text: next.value });
      sent += next.value;
      if (deps.paceMs && !deps.llm) await pause(deps.paceMs);
    }
    // The member pressed stop: keep what they saw, nothing more.
    if (!result || stop.signal.aborted) {
      await engine.return(undefined as never);
      await store(sent, { stopped: true });
      deps.logger.info('chat.stopped', { requestId: turn.requestId, conversationId: turn.conversation.id });
      return;
    }
    await send(stream, 'citations', result.citations);
    await send(stream, 'suggestions', result.suggestions);
    await store(sent, { citations: result.citations, suggestions: result.suggestions });
    await send(stream, 'done', { messageId });
  } catch (error) {
    deps.logger.error('chat.failed', { requestId: turn.requestId, error: String(error) });
    // What the member already read is kept; storing may fail too when the database is the fault.
    if (sent) await store(sent, { stopped: true }).catch(() => undefined);
    await send(stream, 'error', {
      message: 'Something went wrong while writing the reply. Please try again.',
    });
  }
}
