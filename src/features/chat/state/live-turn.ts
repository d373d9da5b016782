// The turn being streamed: the member's message and the reply as it grows. It lives in memory only;
// once the stream ends the stored conversation is fetched again and replaces it.
import type { ChatMessage, Citation, Suggestion } from '../../../shared/chat-schemas';

export interface LiveTurn {
  conversationId: string | null;
  /**
   * How many of the conversation's messages the device held when the turn began. The server stores
   * the member's message before the reply streams, and a fetch in between (opening the new
   * conversation does one) brings it back: past this count, stored messages are the live turn's own.
   */
  storedBefore: number;
  question: ChatMessage;
  reply: ChatMessage;
  streaming: boolean;
}

const message = (role: ChatMessage['role'], text: string, id: string): ChatMessage => ({
  id,
  role,
  text,
  citations: [],
  suggestions: [],
  stopped: false,
  createdAt: new Date().toISOString(),
  author: null,
});

export function startTurn(conversationId: string | null, text: string, storedBefore = 0): LiveTurn {
  return {
    conversationId,
    storedBefore,
    question: message('user', text, 'live-question'),
    reply: message('assistant', '', 'live-reply'),
    streaming: true,
  };
}

export function appendDelta(turn: LiveTurn, text: string): LiveTurn {
  return { ...turn, reply: { ...turn.reply, text: turn.reply.text + text } };
}

export function withReplyParts(
  turn: LiveTurn,
  parts: { citations?: Citation[]; suggestions?: Suggestion[]; stopped?: boolean; id?: string },
): LiveTurn {
  return { ...turn, reply: { ...turn.reply, ...parts } };
}

/** The stored messages to show above a live turn: without the copies of the turn's own. */
export function storedBeforeTurn<T>(stored: T[], turn: Pick<LiveTurn, 'storedBefore'>): T[] {
  return stored.slice(0, turn.storedBefore);
}
