// The built-in engine's reply (no language model): what the member asks the agency to do (a
// price, a change to a policy) is answered by intents.ts with no page; anything else from the
// ranked passages (compose.ts). A Spanish question's reply opens with a note in Spanish. The
// server streams it word by word (src/server/chat/engine.ts); a device says it whole.
import type { Citation, Suggestion } from '../chat-schemas';
import { concernsMedicare, MEDICARE_NOTE } from './compliance';
import { composeReply } from './compose';
import type { FoundPassage } from './found-passage';
import { detectIntent, normalise, type Intent } from './intents';
import { intentAnswer, safeSuggestions, SPANISH_NOTE, SPANISH_NOTE_NO_GUIDES } from './safe-answers';
import { isSpanish } from './spanish';
import { lineOf, nextSteps } from './suggestions';

export interface Reply {
  text: string;
  citations: Citation[];
  suggestions: Suggestion[];
}

/** The reply after the Spanish note, and whether an intent answered it (a model never does). */
export type PlannedReply = Reply & { byIntent: boolean };

/**
 * What a Spanish question's reply opens with; nothing for any other. It promises what the guides
 * say only when the reply quotes them.
 */
export const spanishLead = (message: string, quotesGuides: boolean) =>
  isSpanish(message) ? `${quotesGuides ? SPANISH_NOTE : SPANISH_NOTE_NO_GUIDES}\n\n` : '';

/**
 * A price, a change or a question in Spanish: the safe answer, no page quoted, no model asked. Its
 * line of cover is the one the message names, else the conversation's (`topic`: "what would 500k
 * cost me" after a question about a 20-year term policy is a life quote).
 */
function answerIntent(intent: Intent, message: string, passages: FoundPassage[], topic = message) {
  const line = intent.line ?? lineOf(normalise(topic), intent.kind === 'price' ? passages : []);
  const notes = concernsMedicare(message, []) ? [MEDICARE_NOTE] : [];
  return {
    text: [intentAnswer({ ...intent, line }), ...notes].join('\n\n'),
    suggestions: safeSuggestions(intent.kind, line),
  };
}

/**
 * The built-in reply to `message` from its ranked `passages`, without the Spanish note. `topic` is
 * the message with the conversation's topic, for a follow-up (follow-up.ts).
 */
export function planReply(message: string, passages: FoundPassage[], topic?: string): PlannedReply {
  const intent = detectIntent(message);
  // A price asked of something the agency does not do (a roof, a ticket, a stock) is off-topic:
  // it gets the one sentence saying what the assistant helps with, not a quote form.
  const outside = !passages.length || passages[0]!.offSubject;
  if (intent && !(intent.kind === 'price' && outside)) {
    const answer = answerIntent(intent, message, passages, topic);
    return { text: answer.text, citations: [], suggestions: answer.suggestions, byIntent: true };
  }
  const composed = composeReply(message, passages, topic);
  // With no answer, a quote form is offered only for a line the member named in their own words.
  const suggestions = composed.suggestions ?? nextSteps(message, composed.used);
  return { text: composed.text, citations: composed.citations, suggestions, byIntent: false };
}

/** The built-in engine's whole reply, as the member reads it once it has streamed. */
export function builtInReply(message: string, passages: FoundPassage[], topic?: string): Reply {
  const { byIntent: _byIntent, ...reply } = planReply(message, passages, topic);
  return { ...reply, text: `${spanishLead(message, reply.citations.length > 0)}${reply.text}` };
}
