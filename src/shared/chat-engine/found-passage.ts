// A passage as the ranking hands it to the answer: the passage itself, its rank and how much of
// the question it matches (rank-passages.ts), and the helpers that read result lists by page.
import type { PassageSource } from './passage';
import type { QueryGroup } from './query';

export interface FoundPassage {
  source: PassageSource;
  url: string;
  title: string;
  heading: string;
  text: string;
  /** The ranking's score (higher is better). */
  rank: number;
  /** The share (0-1) of the question's weight this passage matches. */
  coverage: number;
  /** The weight (summed IDF of the question's word groups) this passage matches. */
  matched?: number;
  /** The question is about something the site does not cover: this match is a coincidence. */
  offSubject?: true;
  /** The question as the ranking read it (its word groups, this turn's own words first). */
  question?: QueryGroup[];
}

/** A page path without its #section, for counting distinct sources. */
export const pagePath = (url: string) => url.split('#')[0]!;

/** The distinct pages of a result list, best first. */
export function sourcesOf(passages: FoundPassage[]): { url: string; title: string }[] {
  const seen = new Map<string, { url: string; title: string }>();
  for (const passage of passages) {
    const path = pagePath(passage.url);
    if (!seen.has(path)) seen.set(path, { url: passage.url, title: passage.title });
  }
  return [...seen.values()];
}
