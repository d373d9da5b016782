// The default engine (no language model configured): an honest reply built only from the best
// passages: a lead sentence, the most relevant sentences quoted and cited, the next step. When
// nothing ranks high enough it says so and offers an agent; it never writes facts of its own.
import type { Citation } from '../../shared/chat-schemas';
import {
  asksPriceOrBind,
  concernsMedicare,
  GENERAL_NOTE,
  MEDICARE_NOTE,
  PRICE_NOTE,
  touchesCoverPriceOrEligibility,
} from './compliance';
import { asPlainText } from './output-guard';
import { pagePath, type FoundPassage } from './retrieve';
import { sentences } from './passages';

/** Matching less of the question's weight than this, the best passage is a coincidence of words. */
export const MIN_COVERAGE = 0.55;
/** A further quote must match at least this share of what the best one matches. */
const FOLLOW_SHARE = 0.8;
const QUOTE_CHARS = 420;

export interface ComposedReply {
  text: string;
  citations: Citation[];
  /** The passages the reply quotes (for the compliance check). */
  used: FoundPassage[];
}

const stem = (word: string) => word.toLowerCase().slice(0, 5);
const keyStems = (message: string) => new Set((message.match(/[a-z0-9]{3,}/gi) ?? []).map(stem));

/** The run of up to three sentences sharing most words with the question, within QUOTE_CHARS. */
export function bestExcerpt(text: string, message: string): string {
  const all = sentences(text);
  const stems = keyStems(message);
  const score = (s: string) => (s.match(/[a-z0-9]{3,}/gi) ?? []).filter((w) => stems.has(stem(w))).length;
  let best = 0;
  let bestScore = -1;
  all.forEach((s, i) => {
    const value = score(s);
    if (value > bestScore) [best, bestScore] = [i, value];
  });
  let excerpt = all[best] ?? text;
  for (let i = best + 1; i < all.length && i < best + 3; i += 1) {
    if (excerpt.length + all[i]!.length + 1 > QUOTE_CHARS) break;
    excerpt += ` ${all[i]}`;
  }
  return excerpt.length > QUOTE_CHARS + 200
    ? `${excerpt.slice(0, QUOTE_CHARS).replace(/\s\S*$/, '')} …`
    : excerpt;
}

/** The 1-3 passages worth quoting: strong enough, one per page. */
export function pickPassages(passages: FoundPassage[]): FoundPassage[] {
  const top = passages[0];
  if (!top || top.coverage < MIN_COVERAGE) return [];
  const picked: FoundPassage[] = [];
  const pages = new Set<string>();
  for (const passage of passages) {
    if (picked.length === 3) break;
    if (passage.coverage < top.coverage * FOLLOW_SHARE || pages.has(pagePath(passage.url))) continue;
    pages.add(pagePath(passage.url));
    picked.push(passage);
  }
  return picked;
}

const NOTHING_FOUND =
  'I could not find anything on our site that answers this, and I would rather not guess. ' +
  'An agent can answer it: use "Talk to an agent" and they will reply here and in your questions.';

/** Compliance lines every reply ends with, whichever engine wrote it. */
export function closingNotes(message: string, used: FoundPassage[], replyText = ''): string[] {
  const notes: string[] = [];
  if (asksPriceOrBind(message)) notes.push(PRICE_NOTE);
  else if (touchesCoverPriceOrEligibility(`${message} ${replyText}`)) notes.push(GENERAL_NOTE);
  if (concernsMedicare(`${message} ${replyText}`, used)) notes.push(MEDICARE_NOTE);
  return notes;
}

export function composeReply(message: string, passages: FoundPassage[]): ComposedReply {
  const used = pickPassages(passages);
  const parts: string[] = [];
  if (!used.length) {
    parts.push(asksPriceOrBind(message) ? PRICE_NOTE : NOTHING_FOUND);
    if (concernsMedicare(message, [])) parts.push(MEDICARE_NOTE);
    return { text: parts.join('\n\n'), citations: [], used };
  }
  const citations = used.map((p) => ({
    url: p.url,
    title: p.heading ? `${p.title}: ${p.heading}` : p.title,
  }));
  parts.push(
    used.length === 1
      ? `Here is what our page "${used[0]!.title}" says about this:`
      : `Here is what our pages say about this:`,
  );
  used.forEach((passage, i) => {
    parts.push(`> ${asPlainText(bestExcerpt(passage.text, message))} [${i + 1}]`);
  });
  parts.push(
    `Sources: ${citations.map((c, i) => `[${i + 1}] [${c.title}](${c.url})`).join(', ')}. ` +
      'For advice on your own situation, an agent can help.',
  );
  parts.push(...closingNotes(message, used, used.map((p) => p.text).join(' ')));
  return { text: parts.join('\n\n'), citations, used };
}

/** Splits a reply into word-sized pieces (whitespace kept), so the client can stream it. */
export function* wordChunks(text: string, wordsPerChunk = 3): Generator<string> {
  const pieces = text.match(/\S+\s*|\s+/g) ?? [];
  for (let i = 0; i < pieces.length; i += wordsPerChunk) yield pieces.slice(i, i + wordsPerChunk).join('');
}
