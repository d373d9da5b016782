// The reply's quality, beyond the right page (README.md, "What is measured"): whether every page the
// reply cites answers the question, whether the reply states the key facts any correct answer
// states, whether an off-topic question got quotes, and whether a follow-up used the turn before.
import { pagePath } from '../../../shared/chat-engine/found-passage';
import type { Answer, EvalEntry } from './entry';

/** Reply and fact compared as a member reads them: case, accents, marks and spacing set aside. */
export function readable(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/\[\d+\]/g, ' ')
    .replace(/[*_`]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The entry's key facts that the reply does not state. */
export function missingFacts(entry: EvalEntry, reply: Answer): string[] {
  const said = readable(reply.text);
  return (entry.facts ?? []).filter((fact) => !said.includes(readable(fact)));
}

/** Every page the reply cites is one of the entry's answering pages (and it cites one). */
export function citesOnlyAnswers(entry: EvalEntry, reply: Answer): boolean {
  const expected = entry.expect as string[];
  const cited = reply.citations.map((c) => pagePath(c.url));
  return cited.length > 0 && cited.every((url) => expected.includes(url));
}

/** An off-topic question answered with quotes from the pages (citations or a quote form). */
export function quotedOffTopic(reply: Answer): boolean {
  return reply.citations.length > 0 || reply.suggestions.some((s) => s.url.startsWith('/quote'));
}

export interface Quality {
  /** Informational questions with a right page among the first three cited. */
  page: [number, number];
  /** Informational questions with key facts whose reply states all of them. */
  facts: [number, number];
  /** Informational questions whose every cited page answers. */
  precise: [number, number];
  /** Off-topic questions answered with quotes (lower is better). */
  offTopicQuoted: [number, number];
  /** Follow-ups (asked after `previous`) answered right for their kind. */
  followUps: [number, number];
}

export const emptyQuality = (): Quality => ({
  page: [0, 0],
  facts: [0, 0],
  precise: [0, 0],
  offTopicQuoted: [0, 0],
  followUps: [0, 0],
});

const add = (pair: [number, number], ok: boolean) => {
  pair[1] += 1;
  if (ok) pair[0] += 1;
};

/** Adds one entry's reply to the tallies; `right` is the kind's own judgement (score.ts). */
export function tally(quality: Quality, entry: EvalEntry, reply: Answer, right: boolean): void {
  if (entry.previous !== undefined) add(quality.followUps, right);
  if (entry.kind === 'none') add(quality.offTopicQuoted, quotedOffTopic(reply));
  if (entry.kind !== 'info') return;
  add(quality.page, right);
  add(quality.precise, citesOnlyAnswers(entry, reply));
  if (entry.facts?.length) add(quality.facts, missingFacts(entry, reply).length === 0);
}

export const share = ([right, total]: [number, number]) => (total ? right / total : 1);
const pct = (pair: [number, number]) => `${pair[0]}/${pair[1]} (${(share(pair) * 100).toFixed(0)} %)`;

export const qualityLine = (q: Quality) =>
  `page@3 ${pct(q.page)}, facts ${pct(q.facts)}, every cited page answers ${pct(q.precise)}, ` +
  `off-topic quoted ${pct(q.offTopicQuoted)}, follow-ups ${pct(q.followUps)}`;
