// The chat on this device: every conversation the member opened, with its messages, and the
// unsent draft. Keys carry the member prefix, so logout wipes them (src/lib/store.ts).
import { atomWithIdb, MEMBER_KEY_PREFIX } from '../../../lib/store';
import type { ConversationDetail, ConversationSummary } from '../../../shared/chat-schemas';

export interface ChatCache {
  /** The server's list, last active first, as last seen. */
  summaries: ConversationSummary[];
  /** Conversations opened on this device, by id. */
  details: Record<string, ConversationDetail>;
}

export const chatCache = atomWithIdb<ChatCache>(`${MEMBER_KEY_PREFIX}chat`, { summaries: [], details: {} });

/** A message typed offline waits here and is sent when the device is online again. */
export interface ChatDraft {
  conversationId: string | null;
  text: string;
  /** Set when the member pressed Send offline: it goes out by itself once online. */
  pending: boolean;
}

export const chatDraftKey = `${MEMBER_KEY_PREFIX}chat-draft`;
export const chatDraft = atomWithIdb<ChatDraft>(chatDraftKey, {
  conversationId: null,
  text: '',
  pending: false,
});

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

export function withoutConversation(cache: ChatCache, id: string): ChatCache {
  const { [id]: _gone, ...details } = cache.details;
  return { summaries: cache.summaries.filter((s) => s.id !== id), details };
}
