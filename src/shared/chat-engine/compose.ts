// The default engine (no language model configured): one answer a member can act on, from one
// place. The lead is the single unit of the site that answers best (a FAQ entry, a section under
// its heading, a glossary entry), said in its own sentences (answer-window.ts), with what the
// member's own facts work out to (facts.ts) when they concern that page. A second unit joins only
// when it answers a part of the question the first leaves out. When nothing answers with
// confidence it says so in one sentence; a question outside what the agency does gets one sentence
// saying what the assistant can help with. It never writes facts of its own.
import type { Citation, Suggestion } from '../chat-schemas';
import { answerWindow, ANSWER_CHARS, windowMatch } from './answer-window';
import {
  asksPriceOrBind,
  concernsMedicare,
  GENERAL_AND_MEDICARE_NOTE,
  GENERAL_NOTE,
  MEDICARE_NOTE,
  PRICE_NOTE,
  touchesCoverPriceOrEligibility,
} from './compliance';
import { memberFacts } from './facts';
import { MEDICARE_DISCLAIMER } from '../medicare-disclaimer';
import { asPlainText } from './output-guard';
import { groupHeld, type QueryGroup } from './query';
import { pagePath, type FoundPassage } from './found-passage';
import { stem, STOP_WORDS, tokenize } from './search-index';
import { lineOf, namedLine } from './suggestions';

/** Below both, the best passage is a coincidence of words: the share of the question it matches... */
export const MIN_COVERAGE = 0.2;
/** ...and the weight (summed IDF) it matches (decision 162). */
export const MIN_MATCHED = 5;
/** Passages looked at for the answering unit and a second one. */
const CANDIDATES = 12;
/** Pages cited at most, and how close to the answering unit another page must come to be one. */
const MAX_PAGES = 3;
const RELATED_SHARE = 0.9;
const RELATED_RANK = 0.8;

export interface ComposedReply {
  text: string;
  citations: Citation[];
  /** The passages the reply quotes (for the compliance check). */
  used: FoundPassage[];
  /** Next steps that replace the usual ones (an off-topic question gets none, no quote form). */
  suggestions?: Suggestion[];
}

const strongEnough = (p: FoundPassage | undefined) =>
  Boolean(p && !p.offSubject && (p.coverage >= MIN_COVERAGE || (p.matched ?? 0) >= MIN_MATCHED));

/** The passages worth answering from: the strong ones, best first. */
export function pickPassages(passages: FoundPassage[]): FoundPassage[] {
  if (!strongEnough(passages[0])) return [];
  return passages.slice(0, CANDIDATES).filter((p) => p.coverage >= passages[0]!.coverage * 0.5);
}

/** The question's words as groups, when the ranking did not hand them over (tests, old callers). */
const plainGroups = (message: string): QueryGroup[] =>
  [
    ...new Set(
      tokenize(message)
        .filter((w) => !STOP_WORDS.has(w) && w.length > 2)
        .map(stem),
    ),
  ].map((term) => ({ terms: [term], weight: 1 }));

/** The run of up to three sentences that answers best (kept for callers). */
export function bestExcerpt(text: string, message: string): string {
  return answerWindow(text, plainGroups(message), message).join(' ') || text;
}

export const NOT_SURE =
  'I could not find a clear answer to that in our guides, and I would rather not guess. ' +
  'An agent can answer it: use "Talk to an agent" and they will reply here and in your questions.';

export const OUTSIDE =
  'That is outside what I can help with here: I answer questions about Medicare, health, life, ' +
  'home, auto and business insurance and retirement planning, from our own guides.';

/** A figure in a reply (an amount, a share, an age, a span): it always carries a notice. */
const FIGURE =
  /\$\s?\d|\d\s?%|\b\d+[\s-]+(?:days?|weeks?|months?|years?)\b|\b(?:age|at) \d{2}\b|\b\d{1,3}(?:,\d{3})+\b/i;

/** Compliance lines every reply ends with, whichever engine wrote it. */
export function closingNotes(message: string, used: FoundPassage[], replyText = ''): string[] {
  const notes: string[] = [];
  const general =
    !asksPriceOrBind(message) &&
    (touchesCoverPriceOrEligibility(`${message} ${replyText}`) || FIGURE.test(replyText));
  // A model's reply may carry the Medicare disclaimer already: it is not said twice.
  const medicare =
    concernsMedicare(`${message} ${replyText}`, used) && !replyText.includes(MEDICARE_DISCLAIMER);
  if (asksPriceOrBind(message)) notes.push(PRICE_NOTE);
  if (general && medicare) notes.push(GENERAL_AND_MEDICARE_NOTE);
  else if (general) notes.push(GENERAL_NOTE);
  else if (medicare) notes.push(MEDICARE_NOTE);
  return notes;
}

const citationOf = (p: FoundPassage): Citation => ({
  url: p.url,
  title: p.heading && p.source !== 'question' ? `${p.title}: ${p.heading}` : p.title,
});

/** The words of the question a text holds, by weight. */
function heldWeight(text: string, groups: QueryGroup[]): Set<QueryGroup> {
  const words = new Set(tokenize(text).map(stem));
  return new Set(groups.filter((g) => groupHeld(g, (t) => words.has(t))));
}

/**
 * A second unit, when the question has a part the first does not answer (a weighty word group
 * the first's words lack) and another page on the same line answers it.
 */
function secondUnit(
  first: FoundPassage,
  said: string,
  candidates: FoundPassage[],
  groups: QueryGroup[],
): FoundPassage | undefined {
  const held = heldWeight(`${first.title} ${first.heading} ${said}`, groups);
  const total = groups.reduce((sum, g) => sum + g.weight, 0) || 1;
  const missing = groups.filter((g) => !held.has(g));
  const missingWeight = missing.reduce((sum, g) => sum + g.weight, 0);
  if (missingWeight / total < 0.35) return undefined;
  const line = lineOf('', [first]);
  return candidates.find((p) => {
    if (p === first || pagePath(p.url) === pagePath(first.url)) return false;
    if (lineOf('', [p]) !== line) return false;
    const adds = heldWeight(`${p.heading} ${p.text}`, missing);
    const added = [...adds].reduce((sum, g) => sum + g.weight, 0);
    return added / missingWeight >= 0.6;
  });
}

/** A sentence with no subject of its own ("Helps pay for...", "Covers buried lines..."). */
const NO_SUBJECT = /^(?:helps?|covers?|pays?|protects?|includes?|lets|gives|adds|applies|means|refers)\b/i;

/**
 * A glossary entry says what its term is, and a sentence with no subject says what it is about:
 * "Explanation of Benefits: A statement from your insurer...", "Part A: Helps pay for...".
 */
function named(unit: FoundPassage, said: string[]): string[] {
  const [first, ...rest] = said;
  if (!first) return said;
  const name =
    unit.source === 'glossary' ? unit.title : NO_SUBJECT.test(first) ? unit.heading || unit.title : '';
  if (!name || first.toLowerCase().startsWith(name.toLowerCase())) return said;
  return [`${name.replace(/[.:?]+$/, '')}: ${first}`, ...rest];
}

/** An answer from nothing: outside the agency's work, or on its subject but not found. */
function noAnswer(message: string, passages: FoundPassage[]): ComposedReply {
  if (!passages.length || passages[0]!.offSubject) {
    return { text: OUTSIDE, citations: [], used: [], suggestions: [] };
  }
  const parts = [asksPriceOrBind(message) ? PRICE_NOTE : NOT_SURE];
  if (concernsMedicare(message, [])) parts.push(MEDICARE_NOTE);
  // The closest page is offered only when it is on the subject the member asked about.
  const closest = passages[0]!;
  const line = lineOf(message, []);
  const suggestions =
    line && lineOf('', [closest]) === line && closest.source !== 'question'
      ? [{ label: `Read: ${closest.title}`, url: pagePath(closest.url) }]
      : undefined;
  return { text: parts.join('\n\n'), citations: [], used: [], ...(suggestions ? { suggestions } : {}) };
}

/**
 * A page's FAQ entry: a service page's FAQ, or an entry of an article's or guide's "Common
 * questions" section (its heading is the question it answers, decision 262).
 */
const isFaq = (p: FoundPassage) => p.source !== 'question' && p.heading.endsWith('?');
/** The share of the question's weight a FAQ's question holds to count as the same question. */
const FAQ_MATCH = 0.6;
const FAQ_LIFT = 1.3;
/** How much a heading that asks the member's question lifts its unit ("HSAs and Medicare"). */
const HEADING_LIFT = 2;

/** What the page's title adds to a FAQ's question: it sets the scene, the question asks. */
const TITLE_SHARE = 0.5;

function headingMatch(heading: string, groups: QueryGroup[], title = ''): number {
  const total = groups.reduce((sum, g) => sum + g.weight, 0) || 1;
  const held = heldWeight(heading, groups);
  const fromTitle = [...heldWeight(title, groups)].filter((g) => !held.has(g));
  const weight = (gs: Iterable<QueryGroup>) => [...gs].reduce((sum, g) => sum + g.weight, 0);
  return (weight(held) + TITLE_SHARE * weight(fromTitle)) / total;
}

/**
 * Whether every word a FAQ's question is about is in the member's question: "Do I need an
 * appraisal?" is asked by "do i need an appraisal to insure my jewelery", whatever else it says.
 */
function asksAllOf(faqQuestion: string, groups: QueryGroup[]): boolean {
  return askedShare(faqQuestion, groups) === 1;
}

/** The share of a FAQ question's own words that are in the member's question (0 to 1). */
function askedShare(faqQuestion: string, groups: QueryGroup[]): number {
  const words = tokenize(faqQuestion)
    .filter((w) => !STOP_WORDS.has(w) && !QUESTION_VERBS.has(w) && w.length > 2)
    .map(stem);
  const asked = new Set(groups.flatMap((g) => g.terms));
  return words.length ? words.filter((w) => asked.has(w)).length / words.length : 0;
}

/** Words every kind of question opens with: they say how it asks, not what. */
const QUESTION_VERBS = new Set(['should', 'must', 'may', 'might', 'shall']);
/** A FAQ that holds the member's words but asks about more of its own ("Should you delay Part B?"
 * to "what does Part B cover") asks another question. */
const FAQ_OWN_SHARE = 0.6;

/** Whether a FAQ entry asks the member's question, in other words (`heading`: its headingMatch). */
function asksSameQuestion(
  faq: FoundPassage,
  groups: QueryGroup[],
  heading = headingMatch(faq.heading, groups, faq.title),
): boolean {
  return (
    (heading >= FAQ_MATCH && askedShare(faq.heading, groups) >= FAQ_OWN_SHARE) ||
    asksAllOf(faq.heading, groups)
  );
}

/** How much the unit's best sentence adds to its rank: a unit that says the answer beats one that
 * only shares the question's words here and there. */
const SAYS_IT = 1.5;

/** The candidate that answers best: its rank, lifted by how much of the question one of its
 * sentences (with its heading or FAQ question) holds. */
function answeringUnit(candidates: FoundPassage[], groups: QueryGroup[], message: string): FoundPassage {
  const top = candidates[0]!.rank || 1;
  // A question that names its line of cover ("life insurance") is answered from that line: a
  // health page the words also matched does not lead an answer about life insurance.
  const line = namedLine(message);
  const onLine =
    line && lineOf('', [candidates[0]!]) !== line
      ? candidates.find((p) => lineOf('', [p]) === line && p.rank >= top * 0.5)
      : undefined;
  let best = onLine ?? candidates[0]!;
  let bestScore = -1;
  // Another page's unit displaces the page the ranking put first only when it is a FAQ entry that
  // asks the member's question: members ask what FAQ entries already ask, in other words.
  const firstPage = pagePath(best.url);
  for (const p of candidates) {
    const heading = headingMatch(p.heading, groups, isFaq(p) ? p.title : '');
    const faq = isFaq(p) && asksSameQuestion(p, groups, heading);
    if (pagePath(p.url) !== firstPage && !faq) continue;
    const lift = faq ? FAQ_LIFT : 1;
    const score =
      lift *
      (p.rank / top) *
      (1 + SAYS_IT * windowMatch(p.heading, p.text, groups, message)) *
      (1 + HEADING_LIFT * heading);
    if (score > bestScore) {
      best = p;
      bestScore = score;
    }
  }
  return best;
}

/**
 * A heading that says the answer ("Medicare Advantage Open Enrollment: January 1 to March 31")
 * opens the reply when it holds more of the question than anything the window says.
 */
function headed(unit: FoundPassage, said: string[], groups: QueryGroup[]): string[] {
  if (isFaq(unit) || !/[:\d]/.test(unit.heading) || unit.source === 'glossary') return said;
  const weight = (text: string) => [...heldWeight(text, groups)].reduce((sum, g) => sum + g.weight, 0);
  const inHeading = weight(unit.heading);
  // "Annual Enrollment Period: October 15 to December 7": a name with its dates or figure is the
  // answer to any question the section answers, unless the reply says that part already.
  const [, named] = /^[^:]{3,60}:\s*(.*\d.*)$/.exec(unit.heading) ?? [];
  const saysFigure = named !== undefined && !said.join(' ').includes(named);
  if (!saysFigure && inHeading <= Math.max(0, ...said.map(weight))) return said;
  return [`${unit.heading.replace(/[.:]+$/, '')}.`, ...said];
}

/** An answer that means nothing without its question: "Often it is not.", "Yes.", "Usually not". */
const BARE_ANSWER =
  /^(?:yes|no|not|usually|often|only|maybe|sometimes|generally|rarely|never|partly|it depends|it can|it may)\b/i;

/** An answer whose subject is a pronoun for its question's: "It replaces lost profit...". */
const OPENS_WITH_PRONOUN = /^(?:it|it's|they|they're|this|these)\b(?! (?:depends|can|may)\b)/i;

/**
 * A FAQ's answer that opens bare ("Often it is not.") keeps its question in front of it when the
 * member asked something else: said alone it would answer the member's question, not its own.
 */
function withItsQuestion(unit: FoundPassage, said: string[], groups: QueryGroup[]): string[] {
  const [first] = said;
  if (!isFaq(unit) || !first) return said;
  // "It is the waiting period before...": the subject is the question's, which then says it.
  if (OPENS_WITH_PRONOUN.test(first)) return [unit.heading, ...said];
  if (!BARE_ANSWER.test(first) || asksSameQuestion(unit, groups)) return said;
  return [unit.heading, ...said];
}

export function composeReply(message: string, passages: FoundPassage[], topic = message): ComposedReply {
  const candidates = pickPassages(passages);
  if (!candidates.length) return noAnswer(message, passages);
  const groups = candidates[0]!.question ?? plainGroups(topic);
  const unit = answeringUnit(candidates, groups, message);
  const lead = answerWindow(unit.text, groups, message, { opensWithAnswer: isFaq(unit) });
  const citations: Citation[] = [];
  const numberOf = (c: Citation) => {
    let i = citations.findIndex((known) => pagePath(known.url) === pagePath(c.url));
    if (i < 0) i = citations.push(c) - 1;
    return i + 1;
  };
  // What the member's own facts work out to, when it is about the page that answers.
  const line = lineOf('', [unit]);
  const worked = memberFacts(message).filter((f) => lineOf('', [{ url: f.url }]) === line);
  const leadText = asPlainText(
    withItsQuestion(unit, headed(unit, named(unit, lead), groups), groups).join(' '),
  );
  const paragraphs: string[] = [];
  const facts = worked.map((f) => `${f.text} [${numberOf({ url: f.url, title: f.title })}]`);
  paragraphs.push([...facts, `${leadText} [${numberOf(citationOf(unit))}]`].join(' '));
  const used = [unit];
  // A part the unit answers, even where its window does not say it (a list said by its names), is held.
  const second = secondUnit(unit, unit.text, candidates, groups);
  if (second) {
    const more = answerWindow(second.text, groups, message, { opensWithAnswer: isFaq(second) });
    const extra = more.filter((s) => !lead.includes(s));
    if (extra.length && leadText.length + extra.join(' ').length <= ANSWER_CHARS * 1.5) {
      paragraphs.push(`${asPlainText(extra.join(' '))} [${numberOf(citationOf(second))}]`);
      used.push(second);
    }
  }
  // Other pages that answer nearly as well, on the same line of cover: the "More in" list.
  for (const p of candidates) {
    if (citations.length >= MAX_PAGES) break;
    const close = p.coverage >= unit.coverage * RELATED_SHARE && p.rank >= candidates[0]!.rank * RELATED_RANK;
    if (close && p.source !== 'question' && lineOf('', [p]) === line) numberOf(citationOf(p));
  }
  const said = paragraphs.join(' ');
  const text = [paragraphs.join('\n\n'), ...closingNotes(message, used, said)].join('\n\n');
  return { text, citations, used };
}

/** Splits a reply into word-sized pieces (whitespace kept), so the client can stream it. */
export function* wordChunks(text: string, wordsPerChunk = 3): Generator<string> {
  const pieces = text.match(/\S+\s*|\s+/g) ?? [];
  for (let i = 0; i < pieces.length; i += wordsPerChunk) yield pieces.slice(i, i + wordsPerChunk).join('');
}
