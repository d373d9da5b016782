// Turns answered on the device with no network (decision 264): kept on the device (a member's key,
// so logout wipes them) beside the stored conversation and shown where they were asked. Once the
// device is online, each question is sent to the server in order and the stored copy replaces it.
import type { Reply } from '../../../shared/chat-engine/answer-from-index';
import type { ChatMessage } from '../../../shared/chat-schemas';
import { atomWithIdb, MEMBER_KEY_PREFIX } from '../../../lib/store';

export interface DeviceTurn {
  conversationId: string | null;
  /** How many stored messages the conversation had when the question was asked: it shows after them. */
  after: number;
  question: ChatMessage;
  reply: ChatMessage;
  /** Why the server turned the question down when it was sent (a limit): it waits here still. */
  refused?: string;
}

export function deviceTurn(
  conversationId: string | null,
  question: string,
  reply: Reply,
  after: number,
): DeviceTurn {
  // Unique across reloads: the turns outlive the page.
  const made = crypto.randomUUID();
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

/**
 * A refused turn's reply says so in place of its opening note ("an agent will not see it until you
 * are back online"), which is no longer the whole truth once the device is online.
 */
function shownReply(turn: DeviceTurn): ChatMessage {
  if (!turn.refused) return turn.reply;
  const [, ...answer] = turn.reply.text.split('\n\n');
  const note =
    'This answer comes from the guides on this device. Our server has not taken your question yet ' +
    `(${turn.refused.replace(/\.$/, '')}), so no agent has seen it: it is kept here and sent ` +
    'again the next time you open the chat online.';
  return { ...turn.reply, text: [note, ...answer].join('\n\n') };
}

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
      messages.push(mine[next]!.question, shownReply(mine[next]!));
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

export const deviceTurnsKey = `${MEMBER_KEY_PREFIX}chat-device-turns`;
/** The turns answered here and not yet sent to the server, oldest first. */
export const deviceTurnsStore = atomWithIdb<DeviceTurn[]>(deviceTurnsKey, []);
