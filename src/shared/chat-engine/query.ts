// A member's message as search terms: typos repaired against the site's own words, a short
// Spanish question put into the site's English words, stop words dropped, and each word grouped
// with its synonyms (synonyms.ts). A group is one "thing the question asks about": the share of
// the groups' weight a passage matches is its coverage (the honesty threshold of compose.ts).
import { fixTypos } from './spelling';
import { SPANISH_STOP } from './spanish-words';
import { isSpanish, toEnglish, withoutAccents } from './spanish';
import { EVERYDAY_WORDS } from './everyday-words';
import { SYNONYM_GROUPS } from './synonyms';
import { idf, isStopWord, stem, tokenize, type ChatIndex } from './search-index';

/** A synonym weighs less than the member's own word: it widens the net, it does not lead. */
const SYNONYM_BOOST = 0.6;

export interface QueryGroup {
  /** The member's word (stemmed) and its synonyms' words. */
  terms: string[];
  weight: number;
  /**
   * The ways of saying it, each held by a text only whole (every word of it there): "out of
   * pocket" is not any sentence with "out" in it. Without it, any term holds the group.
   */
  phrases?: string[][];
}

/** Whether a text whose (stemmed) words `has` answers holds the group. */
export const groupHeld = (group: QueryGroup, has: (term: string) => boolean): boolean =>
  group.phrases ? group.phrases.some((phrase) => phrase.every(has)) : group.terms.some(has);

const stems = (words: string[]) => words.filter((w) => !isStopWord(w)).map(stem);

export interface Query {
  /** Search term -> its boost. */
  terms: Map<string, number>;
  groups: QueryGroup[];
}

const groupWords = SYNONYM_GROUPS.map((group) => group.map(tokenize));
/** Everyday phrases, longest first, with the site's words (stemmed) each stands for. */
const everyday = EVERYDAY_WORDS.map(([phrase, site]) => ({
  phrase: tokenize(phrase),
  site: tokenize(site)
    .filter((w) => !isStopWord(w))
    .map(stem),
})).sort((a, b) => b.phrase.length - a.phrase.length);

/** Words a phrase can be typed with or without: "take his money out" is "take money out". */
const FILLERS = new Set('a an the my his her their our your its'.split(' '));

/**
 * How many of the message's tokens from `start` the phrase covers (0 when it does not match),
 * fillers skipped on both sides after its first word: "lost my job" is also "lost his job"; with
 * `anyForm`, a word matches any form of itself.
 */
export function matchAt(tokens: string[], start: number, phrase: string[], anyForm = false): number {
  const words = phrase.filter((word, k) => k === 0 || !FILLERS.has(word));
  // For everyday words, one form is all its forms: "pill" is "pills", "a kid" is "kids". Not for
  // the synonym groups of decision 110: "rates" there made "mortgage rates" a question of premiums.
  const same = (token: string | undefined, word: string) =>
    token !== undefined && (token === word || (anyForm && stem(token) === stem(word)));
  if (!same(tokens[start], words[0]!)) return 0;
  let at = start + 1;
  for (const word of words.slice(1)) {
    while (at < tokens.length && FILLERS.has(tokens[at]!) && tokens[at] !== word) at += 1;
    if (!same(tokens[at], word)) return 0;
    at += 1;
  }
  return at - start;
}

/**
 * The question's words as the ranking reads them: Spanish put into English, accents and the
 * Spanish words left over dropped, typos mended.
 */
export function questionTokens(message: string): string[] {
  const spanish = isSpanish(message);
  // Accents off once translated ("qué" -> "que"), so the untranslated words meet SPANISH_STOP.
  const english = toEnglish(message).toLowerCase();
  const plain = spanish ? withoutAccents(english) : english;
  // Spanish words left over go before the typo repair, or "entre" would become "enter".
  const kept = spanish
    ? tokenize(plain)
        .filter((token) => !SPANISH_STOP.has(token))
        .join(' ')
    : plain;
  return tokenize(fixTypos(kept));
}

export function buildQuery(index: ChatIndex, message: string): Query {
  const tokens = questionTokens(message);
  const terms = new Map<string, number>();
  const groups: QueryGroup[] = [];
  const add = (term: string, boost: number) => terms.set(term, Math.max(terms.get(term) ?? 0, boost));
  for (let i = 0; i < tokens.length; i += 1) {
    const plain = everyday.find(({ phrase }) => matchAt(tokens, i, phrase, true) > 0);
    if (plain) {
      // The member's word leads; the site's words for it widen the net at a synonym's weight.
      const own = plain.phrase.filter((w) => !isStopWord(w)).map(stem);
      own.forEach((t) => add(t, 1));
      plain.site.forEach((t) => add(t, SYNONYM_BOOST));
      const weights = [...own, ...plain.site].map((t) => idf(index, t));
      if (!groups.some((g) => g.terms[0] === own[0]))
        groups.push({
          terms: [...new Set([...own, ...plain.site])],
          weight: Math.max(...weights, 0),
          phrases: [own, ...plain.site.map((t) => [t])],
        });
      i += matchAt(tokens, i, plain.phrase, true) - 1;
      continue;
    }
    const synonymGroup = groupWords.findIndex((group) =>
      group.some((phrase) => matchAt(tokens, i, phrase) > 0),
    );
    if (synonymGroup >= 0) {
      const phrase = groupWords[synonymGroup]!.find((p) => matchAt(tokens, i, p) > 0)!;
      const own = phrase.filter((w) => !isStopWord(w)).map(stem);
      const others = groupWords[synonymGroup]!.flat()
        .filter((w) => !isStopWord(w))
        .map(stem);
      own.forEach((t) => add(t, 1));
      others.forEach((t) => add(t, SYNONYM_BOOST));
      const weight = Math.max(...own.map((t) => idf(index, t)), 0);
      if (!groups.some((g) => g.terms[0] === own[0]))
        groups.push({
          terms: [...new Set([...own, ...others])],
          weight,
          phrases: groupWords[synonymGroup]!.map(stems),
        });
      i += matchAt(tokens, i, phrase) - 1;
      continue;
    }
    const token = tokens[i]!;
    if (isStopWord(token) || token.length < 2) continue;
    const term = stem(token);
    add(term, 1);
    if (!groups.some((g) => g.terms.includes(term))) groups.push({ terms: [term], weight: idf(index, term) });
  }
  // A word no passage holds (a name, a typo past repair) weighs like a typical word of the question.
  const known = groups.filter((g) => g.weight > 0);
  const typical = known.length ? known.reduce((sum, g) => sum + g.weight, 0) / known.length : 1;
  for (const group of groups) if (group.weight === 0) group.weight = typical;
  return { terms, groups };
}
