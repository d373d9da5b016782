// A follow-up ("and if I'm still working?", "what about for my wife?") names no topic of its own:
// retrieval searches it together with the member's last question, so the answer stays on topic.
import type { Turn } from './turn';
import { STOP_WORDS, tokenize } from './search-index';

const OPENERS =
  /^\s*(and|but|also|so|ok|okay|then|what about|how about|what if|and if|same for|y si|y para|y que)\b/i;
const REFERS_BACK =
  /\b(it|that|this|those|them|she|he|her|him|they|my wife|my husband|the same|(?:need|get|buy|want|have|quote) one|lo|eso|esto|ella|mi esposa|mi esposo|mi marido)\b/i;
/** "Which one is better for me", "either one": a choice between what the last answer named. */
const CHOOSES_BETWEEN =
  /\b(which one|which (?:way|option|kind|of them|of the two)|which (?:is|would be|of them is) better|makes? more sense|either one|the other one|or the other)\b/i;

/** "What would 500k cost me": a price, an amount and nothing else names no subject of its own. */
const PRICE_WORD = /^(?:cost|costs|price|prices|pricing|quote|premium|premiums|rate|rates|run|pay)$/;
const ASKING_WORD =
  /^(?:what|would|will|much|many|monthly|month|year|yearly|roughly|about|ballpark|estimate|get|give|number|numbers|cover|coverage|policy)$/;
const AMOUNT = /^\$?\d[\d,.]*(?:k|m)?$/;
const onlyAPrice = (words: string[]) =>
  words.some((w) => PRICE_WORD.test(w)) &&
  words.every((w) => PRICE_WORD.test(w) || ASKING_WORD.test(w) || AMOUNT.test(w));

/** Meaningful words in a text. */
const meaningful = (text: string) => tokenize(text).filter((w) => !STOP_WORDS.has(w) && w.length > 2);

/** "Thanks, and what about...", "ok great. what if...": courtesy before the follow-up itself. */
const COURTESY =
  /^\s*(?:(?:thanks|thank you|thx|ty|ok(?:ay)?|great|got it|good|perfect|i see|gracias|vale|bueno)\b[\s,.!;:-]*)+/i;

/** "An hmo or a ppo": a choice that names its options is a question of its own. */
const NAMES_ITS_OPTIONS = /\bor\b(?! the other)/i;

/** The most meaningful words a message with each mark of a follow-up may have and still be one. */
const OPENER_WORDS = 4;
const REFERS_BACK_WORDS = 6;
const CHOICE_WORDS = 10;

export function isFollowUp(said: string): boolean {
  const message = said.replace(COURTESY, '');
  const words = meaningful(message).length;
  if (onlyAPrice(meaningful(message.toLowerCase()))) return true;
  // "And what is personal injury protection?" opens like a follow-up but names its own subject.
  return (
    (OPENERS.test(message) && words <= OPENER_WORDS) ||
    (words <= REFERS_BACK_WORDS && REFERS_BACK.test(message)) ||
    (words <= CHOICE_WORDS && CHOOSES_BETWEEN.test(message) && !NAMES_ITS_OPTIONS.test(message)) ||
    words <= 1
  );
}

const lastQuestion = (history: Turn[]) => history.filter((t) => t.role === 'user').at(-1)?.text;

/** The text retrieval searches: the message, plus the last question when this one follows it. */
export function retrievalQuery(message: string, history: Turn[]): string {
  const last = lastQuestion(history);
  return last && isFollowUp(message) ? `${message} ${last}` : message;
}

/**
 * A message searched alone that names nothing the site covers, but points back at the conversation
 * ("so what happens when it runs out, do i get my money back?" after a question about a term
 * policy): it is searched again with the last question. A question of its own ("who won the game
 * last night") points at nothing and stays outside.
 */
export function conversationRetry(
  message: string,
  history: Turn[],
  alone: readonly { offSubject?: boolean }[],
): string | undefined {
  const last = lastQuestion(history);
  if (!last || retrievalQuery(message, history) !== message) return undefined;
  if (alone.length && !alone[0]!.offSubject) return undefined;
  const said = message.replace(COURTESY, '');
  return REFERS_BACK.test(said) || OPENERS.test(said) ? `${message} ${last}` : undefined;
}
