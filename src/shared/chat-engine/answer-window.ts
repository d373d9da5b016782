// What to say from the one unit that answers (a FAQ entry, a section under its heading, a glossary
// entry): its own sentences, in their order, starting where the answer starts. A short unit is said
// whole; a long one from the sentence that holds most of the question, stepping back over the
// sentences that lean on the one before ("That window...") so that nothing changes its meaning.
import { MEDICARE_DISCLAIMER } from '../medicare-disclaimer';
import { sentences } from './passage';
import { groupHeld, type QueryGroup } from './query';
import { stem, tokenize } from './search-index';

/** The reply's length: a phone screen for a senior, not a page. */
export const ANSWER_CHARS = 420;
/** Sentences that make a full thought once the best one is in. */
const FULL_THOUGHT = 3;
/** A unit this short is one thought: it is said whole. */
const WHOLE_UNIT_CHARS = 360;

const LEANS_BACK =
  /^(this|that|these|those|it|its|they|their|them|then|also|but|so|however|otherwise|instead|both|either|neither|if so|in that case|here|there)\b/i;
/** "After you reach that amount", "Past that age": a sentence that names what the one before said. */
const REFERS_BACK =
  /^[^.]{0,40}\b(?:that|this|these|those|the same) (?:amount|amounts|limit|cap|point|age|date|dates|period|window|time|rule|rules|money|figure|sum|number|deadline|stay|plan|policy|coverage)\b/i;
/** A sentence ending in a colon introduces the lines after it: it is never said on its own. */
const INTRODUCES = /:["')\]]*$/;
/** "How much", "when", "how old", "how long": the answer is a figure, a date or a span. */
const ASKS_FIGURE =
  /\b(how (?:much|many|long|old|soon|late|often|far)|what age|when|what (?:year|date|month|day|percent|amount)|deadline|cuanto|cuando|how (?:do|does|is|are) (?:they|it|that)? ?(?:figure|work|calculat))/i;
const FIGURE = /\$\s?\d|\d+\s?(?:%|percent|days?|months?|years?|weeks?)|\b(?:age|at) \d{2}\b|\b\d{2,}\b/i;

/** A page's own summary of itself ("Learn how it works..."): it says what a page covers, not an answer. */
export const DESCRIBES_PAGE =
  /^(?:how|what|why|when|where|which|who|learn|everything|understand|a (?:guide|look|plain)|an (?:overview|introduction))\b[^.]*,[^.]*\b(?:and|or)\b|^learn\b|\blearn (?:how|what|about|when|why)\b/i;

/** The Medicare notice said inside a page's text: every Medicare reply ends with it by rule. */
const NOTICE = new Set(sentences(MEDICARE_DISCLAIMER).map((s) => s.toLowerCase()));
/** "See individual health insurance.": a pointer to another page, which says nothing itself. */
const POINTER = /^see [^.]{0,80}\.$/i;

/** The unit's sentences that can answer: not its summary of itself, the notice or a pointer. */
function answering(text: string): string[] {
  const all = sentences(text).filter(
    (s) => !DESCRIBES_PAGE.test(s) && !NOTICE.has(s.toLowerCase()) && !POINTER.test(s),
  );
  // A label at the end ("Late penalty.") introduces what the next unit says: it is not said here.
  while (all.length && isLabel(all.at(-1)!)) all.pop();
  return all;
}

/** A list item's label: a few capitalised words and a stop ("Deductible.", "Late penalty:"). */
const isLabel = (sentence: string) =>
  sentence.length < 32 && /^[A-Z][^ ]*(?: [^ ]+){0,2}[.:]$/.test(sentence);

/** A list's label ("Service line.") or a line ending in a colon: it belongs to what follows. */
const introduced = (previous: string) =>
  INTRODUCES.test(previous) || previous.length < 32 || CONTINUES.test(previous);
/** A list item that runs on into the next ("Switch to another plan, or."). */
const CONTINUES = /,\s*(?:or|and)\.$/;

/** A sentence's weight for the question: the question's word groups it holds. */
function sentenceWeight(sentence: string, groups: QueryGroup[], asksFigure: boolean): number {
  const words = new Set(tokenize(sentence).map(stem));
  let weight = 0;
  for (const group of groups) if (groupHeld(group, (t) => words.has(t))) weight += group.weight;
  if (asksFigure && FIGURE.test(sentence)) weight *= 1.5;
  return weight;
}

/** How much of the question the unit's best sentence holds, with its heading (0 to 1). */
export function windowMatch(heading: string, text: string, groups: QueryGroup[], question: string): number {
  const total = groups.reduce((sum, g) => sum + g.weight, 0) || 1;
  const asksFigure = ASKS_FIGURE.test(question);
  const headed = sentenceWeight(heading, groups, false);
  const said = answering(text);
  if (!said.length) return 0;
  const best = Math.max(0, ...said.map((s) => sentenceWeight(`${heading} ${s}`, groups, asksFigure)));
  return Math.min(1.5, Math.max(best, headed) / total);
}

/** A list item written "Label: what it is." (a rider, a discount, a kind of cover). */
const ITEM = /^([A-Z][^:.]{1,40}):\s+\S/;
/** A list's introduction with its first item in the same sentence: "Common ones include: Label: ...". */
const INTRO_WITH_ITEM = /^([^:]{3,80}:)\s+([A-Z][^:.]{1,40}):\s+\S/;
/** Items a list needs before its names are said together. */
const LIST_ITEMS = 3;
const shortLabel = (label: string) => label.split(/\s+/).length <= 5;

/** A list from sentence `at`: its introduction, its items' labels and the sentences they span. */
function listAt(all: string[], at: number): { intro: string; labels: string[]; end: number } | undefined {
  const fused = INTRO_WITH_ITEM.exec(all[at]!);
  const intro = fused ? fused[1]! : INTRODUCES.test(all[at]!) ? all[at]! : undefined;
  if (!intro) return undefined;
  const labels = fused && shortLabel(fused[2]!) ? [fused[2]!] : [];
  let end = at + 1;
  for (; end < all.length; end += 1) {
    const item = ITEM.exec(all[end]!);
    if (!item || !shortLabel(item[1]!)) break;
    labels.push(item[1]!);
  }
  return labels.length >= LIST_ITEMS ? { intro, labels, end } : undefined;
}

const joinNames = (names: string[]) =>
  names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : (names[0] ?? '');

/**
 * A window that reaches a list of labelled items ("Common ones include: Waiver of premium: ...")
 * says the list's names together, as an agent would ("Common ones include: Waiver of premium,
 * Accelerated death benefit, Child term rider and Guaranteed insurability."), then the one item
 * the question is about, if it is one of them: a window of its first two items left the rest out.
 */
function namingLists(all: string[], start: number, best: number): string[] | undefined {
  for (let at = start; at <= Math.max(best, start + 2) && at < all.length; at += 1) {
    const list = listAt(all, at);
    if (!list) continue;
    const said = [...all.slice(start, at), `${list.intro} ${joinNames(list.labels)}.`];
    const asked = best > at && best < list.end ? all[best]! : undefined;
    if (asked) said.push(asked);
    return said;
  }
  return undefined;
}

/** The unit's sentences that answer, in order, within ANSWER_CHARS. */
export function answerWindow(
  text: string,
  groups: QueryGroup[],
  question: string,
  { opensWithAnswer = false } = {},
): string[] {
  const all = answering(text);
  if (!all.length) return [];
  return windowOf(all, groups, question, opensWithAnswer);
}

function windowOf(all: string[], groups: QueryGroup[], question: string, fromStart: boolean): string[] {
  const asksFigure = ASKS_FIGURE.test(question);
  const weights = all.map((s) => sentenceWeight(s, groups, asksFigure));
  let best = 0;
  weights.forEach((w, i) => {
    if (w > weights[best]!) best = i;
  });
  let start = fromStart ? 0 : best;
  while (
    start > 0 &&
    (LEANS_BACK.test(all[start]!) || REFERS_BACK.test(all[start]!) || introduced(all[start - 1]!))
  )
    start -= 1;
  // The opening of a unit says what it is about: from near the start, start there.
  if (start <= 1 && all.slice(0, start + 1).join(' ').length < 200) start = 0;
  const named = namingLists(all, start, best);
  if (named && named.join(' ').length <= ANSWER_CHARS) return named;
  if (all.join(' ').length <= WHOLE_UNIT_CHARS) return all;
  const chosen: string[] = [];
  let length = 0;
  for (let i = start; i < all.length; i += 1) {
    const sentence = all[i]!;
    if (chosen.length && length + sentence.length > ANSWER_CHARS) break;
    chosen.push(sentence);
    length += sentence.length + 1;
    // Past the best sentence and a full thought: stop, unless a colon promised more.
    if (i >= best && chosen.length >= FULL_THOUGHT && !INTRODUCES.test(sentence)) break;
  }
  // A line that introduces what the window could not fit ("Almost every driver:") says nothing.
  while (chosen.length > 1 && INTRODUCES.test(chosen.at(-1)!)) chosen.pop();
  return withLabels(chosen);
}

/** "Premium." then "The standard Part B premium...": a list item's label reads as "Premium: ...". */
function withLabels(said: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < said.length; i += 1) {
    const sentence = said[i]!;
    const next = said[i + 1];
    if (
      next &&
      sentence.length < 32 &&
      /^[A-Z]/.test(sentence) &&
      !/\s(?:is|are|was|do|does|can|will)\s/.test(sentence)
    ) {
      out.push(`${sentence.replace(/[.:]+$/, '')}: ${next}`);
      i += 1;
    } else out.push(sentence);
  }
  // A label left at the end ("Deductible.") introduces what was not said: it is dropped.
  while (out.length > 1 && isLabel(out.at(-1)!)) out.pop();
  return runOn(out);
}

/** Names that keep their capital inside a sentence. */
const NAME = /^(?:Medicare|Medigap|Medicaid|MaineCare|Original|Part|Social|COBRA|HSA|IRA|Roth|NFIP|FAIR|I\b)/;

/** List items a page's list runs into one ("Switch plans, or." "Leave...") said as one sentence. */
function runOn(said: string[]): string[] {
  const out: string[] = [];
  for (const sentence of said) {
    const previous = out.at(-1);
    if (previous && CONTINUES.test(previous)) {
      const next = NAME.test(sentence) ? sentence : sentence.charAt(0).toLowerCase() + sentence.slice(1);
      out[out.length - 1] = `${previous.slice(0, -1)} ${next}`;
    } else out.push(sentence);
  }
  return out;
}
