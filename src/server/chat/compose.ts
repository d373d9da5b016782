// The default engine (no language model configured): an answer, not a stack of quotes. It leads
// with one to three sentences taken word for word from the best passages, chosen for how well
// they answer the question, each with its citation, plus what the member's own facts work out to
// (facts.ts). The pages follow once, as the citations list ("More in"). When nothing ranks high
// enough it says so and offers an agent; it never writes facts of its own.
import type { Citation } from '../../shared/chat-schemas';
import {
  asksPriceOrBind,
  concernsMedicare,
  GENERAL_NOTE,
  MEDICARE_NOTE,
  PRICE_NOTE,
  touchesCoverPriceOrEligibility,
} from './compliance';
import { memberFacts } from './facts';
import { asPlainText } from './output-guard';
import { sentences } from './passages';
import { pagePath, type FoundPassage } from './retrieve';
import { stem, STOP_WORDS, tokenize } from './search-index';

/** Below both, the best passage is a coincidence of words: the share of the question it matches... */
export const MIN_COVERAGE = 0.2;
/**
 * ...and the weight (summed IDF) it matches. Chosen on the dev set (decision 162); lowered from
 * 0.3 / 7 once off-subject questions were caught by the site's titles (retrieve.ts), not by this.
 */
export const MIN_MATCHED = 5;
/** Passages whose sentences may answer; pages cited at most. */
const CANDIDATES = 6;
const MAX_PAGES = 3;
/** The answer's length: a phone screen for a senior, not a page. */
const ANSWER_CHARS = 480;

export interface ComposedReply {
  text: string;
  citations: Citation[];
  /** The passages the reply quotes (for the compliance check). */
  used: FoundPassage[];
}

const strongEnough = (p: FoundPassage | undefined) =>
  Boolean(p && (p.coverage >= MIN_COVERAGE || (p.matched ?? 0) >= MIN_MATCHED));

/** The passages worth answering from: the strong ones, best first. */
export function pickPassages(passages: FoundPassage[]): FoundPassage[] {
  if (!strongEnough(passages[0])) return [];
  // Only the ranking's first pages: a sentence from a fourth page would push one of them out.
  const pages = [...new Set(passages.map((p) => pagePath(p.url)))].slice(0, MAX_PAGES);
  return passages
    .filter((p) => pages.includes(pagePath(p.url)))
    .slice(0, CANDIDATES)
    .filter((p) => p.coverage >= passages[0]!.coverage * 0.5);
}

const questionStems = (message: string) =>
  new Set(
    tokenize(message)
      .filter((w) => !STOP_WORDS.has(w) && w.length > 2)
      .map(stem),
  );

/** How well a sentence answers: the question's words it holds, a little less for lower passages. */
function sentenceScore(sentence: string, stems: Set<string>, passageIndex: number): number {
  const words = new Set(tokenize(sentence).map(stem));
  let hits = 0;
  for (const s of stems) if (words.has(s)) hits += 1;
  // A heading-like fragment or a very long sentence answers less well than a plain statement.
  const shape = sentence.length < 40 ? 0.5 : sentence.length > 320 ? 0.7 : 1;
  // "That window", "It": a sentence that leans on the one before reads badly on its own.
  const standsAlone = /^(this|that|these|those|it|they|he|she|then|also|but)\b/i.test(sentence) ? 0.6 : 1;
  return hits * shape * standsAlone * (1 - passageIndex * 0.08);
}

/** The run of up to three sentences sharing most words with the question (kept for callers). */
export function bestExcerpt(text: string, message: string): string {
  const stems = questionStems(message);
  const all = sentences(text);
  let best = 0;
  all.forEach((s, i) => {
    if (sentenceScore(s, stems, 0) > sentenceScore(all[best]!, stems, 0)) best = i;
  });
  return all.slice(best, best + 2).join(' ') || text;
}

interface Chosen {
  sentence: string;
  passage: FoundPassage;
  score: number;
}

/** One to three sentences from the candidates that answer best, at most one pair per passage. */
function chooseSentences(message: string, candidates: FoundPassage[], most = 3): Chosen[] {
  const stems = questionStems(message);
  const pool: Chosen[] = candidates.flatMap((passage, i) =>
    sentences(passage.text).map((sentence) => ({
      sentence,
      passage,
      score: sentenceScore(sentence, stems, i),
    })),
  );
  pool.sort((a, b) => b.score - a.score);
  const chosen: Chosen[] = [];
  let length = 0;
  for (const item of pool) {
    if (chosen.length === most || item.score <= 0) break;
    if (chosen.some((c) => c.sentence === item.sentence)) continue;
    if (chosen.length && length + item.sentence.length > ANSWER_CHARS) continue;
    chosen.push(item);
    length += item.sentence.length;
  }
  // Fall back on the best passage's opening when no sentence shares a word with the question.
  if (!chosen.length && candidates[0]) {
    const first = sentences(candidates[0].text)[0];
    if (first) chosen.push({ sentence: first, passage: candidates[0], score: 0 });
  }
  // Read in the order of the pages, then of the text: the answer flows like a paragraph.
  const order = (c: Chosen) => candidates.indexOf(c.passage) * 1000 + c.passage.text.indexOf(c.sentence);
  return chosen.sort((a, b) => order(a) - order(b));
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

const citationOf = (p: FoundPassage): Citation => ({
  url: p.url,
  title: p.heading && p.source !== 'question' ? `${p.title}: ${p.heading}` : p.title,
});

export function composeReply(message: string, passages: FoundPassage[], topic = message): ComposedReply {
  const candidates = pickPassages(passages);
  if (!candidates.length) {
    const parts = [asksPriceOrBind(message) ? PRICE_NOTE : NOTHING_FOUND];
    if (concernsMedicare(message, [])) parts.push(MEDICARE_NOTE);
    return { text: parts.join('\n\n'), citations: [], used: [] };
  }
  const worked = memberFacts(message);
  // A worked-out fact leads; two sentences from the pages then say the rest.
  const chosen = chooseSentences(topic, candidates, worked.length ? 2 : 3);
  // One citation per page, numbered in the order the answer cites them, then the other strong
  // pages up to three: the "More in" list.
  const citations: Citation[] = [];
  const numberOf = (url: string, title: string) => {
    const page = pagePath(url);
    let i = citations.findIndex((c) => pagePath(c.url) === page);
    if (i < 0) i = citations.push({ url, title }) - 1;
    return i + 1;
  };
  const facts = worked.map((f) => `${f.text} [${numberOf(f.url, f.title)}]`);
  const answer = chosen.map((c) => {
    const { url, title } = citationOf(c.passage);
    return `${asPlainText(c.sentence)} [${numberOf(url, title)}]`;
  });
  for (const p of candidates) {
    if (citations.length >= MAX_PAGES) break;
    numberOf(citationOf(p).url, citationOf(p).title);
  }
  const used = candidates.filter((p) => chosen.some((c) => c.passage === p));
  const text = [
    [...facts, ...answer].join(' '),
    ...closingNotes(message, used, chosen.map((c) => c.sentence).join(' ')),
  ].join('\n\n');
  return { text, citations, used };
}

/** Splits a reply into word-sized pieces (whitespace kept), so the client can stream it. */
export function* wordChunks(text: string, wordsPerChunk = 3): Generator<string> {
  const pieces = text.match(/\S+\s*|\s+/g) ?? [];
  for (let i = 0; i < pieces.length; i += wordsPerChunk) yield pieces.slice(i, i + wordsPerChunk).join('');
}
