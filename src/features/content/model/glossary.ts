// Pure helpers behind the glossary: which letter a term files under, the A–Z groups, and the filter.
import type { GlossaryTerm } from '@/shared/content-types';

export const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');

export interface LetterGroup {
  letter: string;
  terms: GlossaryTerm[];
}

/** The letter a term is filed under; terms starting with a digit or sign go under '#'. */
export function letterOf(term: string): string {
  const first = term.trim().charAt(0).toUpperCase();
  return ALPHABET.includes(first) ? first : '#';
}

/** The anchor of a letter's section; prefixed so it cannot clash with a term's own id. */
export function letterId(letter: string): string {
  return letter === '#' ? 'glossary-letter-other' : `glossary-letter-${letter.toLowerCase()}`;
}

/** Terms in A–Z groups (only letters that have terms), keeping the content's order inside a group. */
export function groupByLetter(terms: GlossaryTerm[]): LetterGroup[] {
  const byLetter = new Map<string, GlossaryTerm[]>();
  for (const term of terms) {
    const letter = letterOf(term.term);
    byLetter.set(letter, [...(byLetter.get(letter) ?? []), term]);
  }
  return ['#', ...ALPHABET]
    .filter((letter) => byLetter.has(letter))
    .map((letter) => ({ letter, terms: byLetter.get(letter)! }));
}

function normalise(text: string): string {
  return text.toLowerCase().replace(/\s+/g, ' ').trim();
}

/** Terms whose name or definition contains every word typed, ignoring case; all terms for an empty query. */
export function filterTerms(terms: GlossaryTerm[], query: string): GlossaryTerm[] {
  const words = normalise(query).split(' ').filter(Boolean);
  if (words.length === 0) return terms;
  return terms.filter((term) => {
    const haystack = normalise(`${term.term} ${term.definition}`);
    return words.every((word) => haystack.includes(word));
  });
}

/** What the filter's live region says, e.g. "3 terms match “part”". */
export function matchSummary(count: number, query: string): string {
  const shown = query.trim();
  if (!shown) return '';
  if (count === 0) return `No terms match “${shown}”.`;
  return `${count} ${count === 1 ? 'term matches' : 'terms match'} “${shown}”.`;
}
