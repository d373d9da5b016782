// Turns answered on the device with no network (decision 264): held in memory beside the stored
// conversation and shown where they were asked. Syncing them to the server is not done yet.
import type { Reply } from '../../../shared/chat-engine/answer-from-index';
import type { ChatMessage } from '../../../shared/chat-schemas';

export interface DeviceTurn {
  conversationId: string | null;
  /** How many stored messages the conversation had when the question was asked: it shows after them. */
  after: number;
  question: ChatMessage;
  reply: ChatMessage;
}

let made = 0;

export function deviceTurn(
  conversationId: string | null,
  question: string,
  reply: Reply,
  after: number,
): DeviceTurn {
  made += 1;
  const createdAt = new Date().toISOString();
  const base = { stopped: false, createdAt, author: null };
  return {
    conversationId,
    after,
    question: {
      ...base,
      id: `device-${made}-question`,
      role: 'user',
      text: question,
      citations: [],
      suggestions: [],
    },
    reply: { ...base, id: `device-${made}-reply`, role: 'assistant', ...reply },
  };
}

/** The turns of one conversation given the id it now has (a new one, once the server made it). */
export const withConversationId = (turns: DeviceTurn[], from: string | null, to: string): DeviceTurn[] =>
  turns.map((turn) => (turn.conversationId === from ? { ...turn, conversationId: to } : turn));

/** The stored messages with the device's turns of the same conversation, each where it was asked. */
export function withDeviceTurns(
  stored: readonly ChatMessage[],
  turns: readonly DeviceTurn[],
  conversationId: string | null,
): ChatMessage[] {
  const mine = turns.filter((turn) => turn.conversationId === conversationId);
  const messages: ChatMessage[] = [];
  let next = 0;
  const flushUpTo = (count: number) => {
    while (next < mine.length && mine[next]!.after <= count) {
      messages.push(mine[next]!.question, mine[next]!.reply);
      next += 1;
    }
  };
  stored.forEach((message, i) => {
    flushUpTo(i);
    messages.push(message);
  });
  flushUpTo(Infinity);
  return messages;
}
