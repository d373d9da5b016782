// The chat's built-in engine in one call, for any device: an index of the site's passages, then
// a reply to each question from it, exactly as the server's built-in engine replies (the parity
// test, src/server/chat/eval/parity.test.ts). No network, no database, no Node (issue 47).
import { builtInReply, type Reply } from './built-in-reply';
import { conversationRetry, retrievalQuery } from './follow-up';
import type { FoundPassage } from './found-passage';
import type { Passage } from './passage';
import { rankPassages } from './rank-passages';
import { buildChatIndex, type ChatIndex } from './search-index';
import type { Turn } from './turn';

export type { ChatIndex, Passage, Reply, Turn };

/**
 * The index of the site's passages (the build's chat passages file, or any list of them), numbered
 * in their order. Building it also sets the spelling fixer's vocabulary to these passages' words
 * (search-index.ts).
 */
export function indexPassages(passages: readonly Passage[]): ChatIndex {
  return buildChatIndex(passages.map((passage, i) => ({ id: i + 1, ...passage })));
}

/** A question that runs every part of the engine: ranking, a reply and its notes. */
const WARM_UP = 'how much does medicare part b cost and what does it cover';

/**
 * One question answered and thrown away, in a task of its own after the index is built: the
 * engine's code is compiled and its lazy parts made then, not in the member's first answer (which
 * took several times an answer's time at a phone's speed).
 */
export function warmUp(index: ChatIndex): void {
  answerFromIndex(index, WARM_UP);
}

/** The built-in engine's whole reply to `question`, after `history` in the same conversation. */
export function answerFromIndex(index: ChatIndex, question: string, history: Turn[] = []): Reply {
  const { topic, passages } = rankInConversation(index, question, history);
  return builtInReply(question, passages, topic);
}

/**
 * The passages for `question` after `history`, and the text they were searched with: a follow-up
 * with the last question (follow-up.ts), and a message that alone is about nothing the site covers
 * but points back at the conversation, searched again with it.
 */
export function rankInConversation(
  index: ChatIndex,
  question: string,
  history: Turn[],
  limit?: number,
): { topic: string; passages: FoundPassage[] } {
  const topic = retrievalQuery(question, history);
  const passages = rankPassages(index, topic, limit, question);
  const again = conversationRetry(question, history, passages);
  return again
    ? { topic: again, passages: rankPassages(index, again, limit, question) }
    : { topic, passages };
}
