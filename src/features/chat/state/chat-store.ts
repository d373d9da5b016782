// The chat on this device: every conversation the member opened, with its messages, and the
// unsent draft. Keys carry the member prefix, so logout wipes them (src/lib/store.ts).
import { atomWithIdb, MEMBER_KEY_PREFIX } from '../../../lib/store';
import {
  conversationTitle,
  type ConversationDetail,
  type ConversationSummary,
} from '../../../shared/chat-schemas';
import { storedBeforeTurn, type LiveTurn } from './live-turn';

export interface ChatCache {
  /** The server's list, last active first, as last seen. */
  summaries: ConversationSummary[];
  /** Conversations opened on this device, by id. */
  details: Record<string, ConversationDetail>;
}

export const chatCacheKey = `${MEMBER_KEY_PREFIX}chat`;
export const EMPTY_CHAT: ChatCache = { summaries: [], details: {} };
export const chatCache = atomWithIdb<ChatCache>(chatCacheKey, EMPTY_CHAT);

/** A message typed offline waits here and is sent when the device is online again. */
export interface ChatDraft {
  conversationId: string | null;
  text: string;
  /** Set when the member pressed Send offline: it goes out by itself once online. */
  pending: boolean;
}

export const chatDraftKey = `${MEMBER_KEY_PREFIX}chat-draft`;
export const EMPTY_DRAFT: ChatDraft = { conversationId: null, text: '', pending: false };
export const chatDraft = atomWithIdb<ChatDraft>(chatDraftKey, EMPTY_DRAFT);

/** Stores a fetched conversation; its place in the list only moves when `first` is set (a new message). */
export function storeDetail(cache: ChatCache, detail: ConversationDetail, first = false): ChatCache {
  const { messages: _messages, ...summary } = detail;
  const known = cache.summaries.some((s) => s.id === detail.id);
  const summaries =
    first || !known
      ? [summary, ...cache.summaries.filter((s) => s.id !== detail.id)]
      : cache.summaries.map((s) => (s.id === detail.id ? summary : s));
  return { summaries, details: { ...cache.details, [detail.id]: detail } };
}

/**
 * A turn that has just streamed in, kept on the device at once: if the signal goes before the
 * stored conversation is fetched back, the device still holds what the member saw. The fetch,
 * when it comes, replaces it (storeDetail).
 */
export function withStreamedTurn(
  cache: ChatCache,
  id: string,
  turn: Pick<LiveTurn, 'question' | 'reply' | 'storedBefore'>,
  now: string,
): ChatCache {
  const known = cache.details[id];
  // A fetch during the stream may already hold the member's message: it is the turn's own.
  const messages = [...storedBeforeTurn(known?.messages ?? [], turn), turn.question, turn.reply];
  const detail: ConversationDetail = known
    ? { ...known, updatedAt: now, messages }
    : {
        id,
        title: conversationTitle(turn.question.text),
        createdAt: now,
        updatedAt: now,
        questionId: null,
        messages,
      };
  return storeDetail(cache, detail, true);
}

/**
 * The server's list, as it arrives, over the device's copy. Conversations the list does not name
 * leave the device (deleted elsewhere), except those started here after the list was asked for
 * (`knownWhenAsked` holds the ids the device had then): the list is older than they are.
 */
export function withServerList(
  cache: ChatCache,
  conversations: ConversationSummary[],
  knownWhenAsked: ReadonlySet<string>,
): ChatCache {
  const listed = new Set(conversations.map((c) => c.id));
  const newer = cache.summaries.filter((s) => !knownWhenAsked.has(s.id) && !listed.has(s.id));
  const summaries = [...newer, ...conversations];
  return {
    summaries,
    details: Object.fromEntries(
      summaries.filter((s) => cache.details[s.id]).map((s) => [s.id, cache.details[s.id]!]),
    ),
  };
}

export function withoutConversation(cache: ChatCache, id: string): ChatCache {
  const { [id]: _gone, ...details } = cache.details;
  return { summaries: cache.summaries.filter((s) => s.id !== id), details };
}
