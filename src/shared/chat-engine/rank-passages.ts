// Retrieval over the knowledge index (decision 162): BM25 with field weights over the passages,
// held in memory (search-index.ts). Each passage also carries its coverage: the share of the
// question's weight (one group per meaningful word with its synonyms) it matches, which the
// honesty threshold reads (re-ranking by it scored lower on the dev set). Pure: the server loads
// its index from the database and calls this (src/server/chat/retrieve.ts); a device can too.
import { pagePath, type FoundPassage } from './found-passage';
import { withDefinitionFirst } from './definitions';
import { notOurs } from './not-ours';
import { buildQuery, groupHeld, questionTokens, type QueryGroup } from './query';
import { isStopWord, searchIndex, stem, tokenize, type ChatIndex, type Hit } from './search-index';
import { siteTopicPages } from './site-topics';
import { isEnglishWord } from './spelling';

/** What a word matched only by prefix or spelling counts for in a passage's share of the question. */
const NEAR_MATCH = 0.5;

/** A term of the trade is explained in a few passages; a word in many is the site's everyday talk. */
const JARGON_PASSAGES = 8;

/** What each pair of the question's words found side by side adds to a passage's rank (a share). */
const PHRASE_BONUS = 0.3;

/** Adjacent meaningful words, stemmed, as pairs ("life insurance", "brand new"). */
function wordPairs(tokens: string[]): Set<string> {
  const words = tokens.filter((word) => !isStopWord(word) && word.length > 1).map(stem);
  return new Set(words.slice(1).map((word, i) => `${words[i]} ${word}`));
}

/**
 * The site's best passage answers the question when it matches this share of it: members'
 * questions are then not searched. Below it they may hold what the pages lack ("a sailboat on a
 * mooring"), and the best of them are ranked with the site's passages.
 */
const SITE_ANSWERS = 0.5;
const siteAnswers = (best: FoundPassage | undefined) => (best?.coverage ?? 0) >= SITE_ANSWERS;

/** Passages looked at: the most any caller asks for. */
const RERANK = 30;

/**
 * A passage's rank scaled by how much of the question it answers (decision 220, update (f)): BM25
 * sums every matched term, so a passage holding three synonyms of one word ("home", "house",
 * "homeowners") outranked one holding the question's rarer words ("dog", "bite"). Coverage counts
 * each of the question's word groups once, by its weight; the factor runs from 0.16 (none of the
 * question) to 1.96 (all of it). The floor and the power were chosen on the six dev sets, the
 * sixth written blind before the change (84 -> 88 of 100).
 */
const COVERAGE_FLOOR = 0.4;
const COVERAGE_POWER = 2;

/**
 * The weight of the question's word groups a passage holds, and its share of the whole. A word the
 * passage holds as it is counts whole; one it holds only as a longer word or a near spelling
 * ("roll" in "rollover") counts half: a coincidence of letters is not an answer.
 */
function share(groups: QueryGroup[], hit: Hit): { weight: number; share: number } {
  const exact = new Set(hit.terms);
  const near = new Set(hit.queryTerms);
  const total = groups.reduce((sum, g) => sum + g.weight, 0) || 1;
  const weight = groups.reduce((sum, g) => {
    if (groupHeld(g, (t) => exact.has(t))) return sum + g.weight;
    return groupHeld(g, (t) => exact.has(t) || near.has(t)) ? sum + g.weight * NEAR_MATCH : sum;
  }, 0);
  return { weight, share: Math.min(1, weight / total) };
}

/**
 * The passages of `index` for `message`, best first. `ownWords` is what the member typed this
 * turn, when `message` also carries an earlier question (a follow-up, follow-up.ts): word pairs
 * count only from it, so the earlier topic's phrases do not pull the answer back to it.
 */
export function rankPassages(
  index: ChatIndex,
  message: string,
  limit = 12,
  ownWords = message,
): FoundPassage[] {
  const query = buildQuery(index, message);
  // A follow-up carries the earlier question for its topic; the share of its own words orders it.
  const own = ownWords === message ? query : buildQuery(index, ownWords);
  // A short follow-up ("what if i dont need the money") is ranked on the conversation's subject as
  // much as on its own few words; a longer one names its own subject.
  const ownShare = (ownPart: number, whole: number) =>
    own === query || own.groups.length > 2 ? ownPart : (ownPart + whole) / 2;
  // This turn's words weigh double beside the earlier question's, for choosing what to say.
  const questionGroups =
    own === query
      ? query.groups
      : [...own.groups.map((g) => ({ ...g, weight: g.weight * 2 })), ...query.groups];
  const found = (hit: Hit): FoundPassage => {
    const coverage = share(query.groups, hit);
    const ownCoverage = own === query ? coverage : share(own.groups, hit);
    const { id: _id, ...passage } = hit.passage;
    return {
      ...passage,
      rank: hit.score * (ownShare(ownCoverage.share, coverage.share) + COVERAGE_FLOOR) ** COVERAGE_POWER,
      coverage: coverage.share,
      matched: coverage.weight,
      question: questionGroups,
    };
  };
  // A question none of whose words (or their synonyms) is in a title of the site is about
  // something the site does not cover (the weather, a game, a recipe): its matches are
  // coincidences of words, kept for the ranking's order but worth nothing to the honesty threshold.
  // So is a term of the trade the site explains and everyday English lacks ("ichra", "cobra", "irmaa").
  const jargon = (t: string) =>
    !isEnglishWord(t) &&
    (index.documentFrequency.get(t) ?? 0) > 0 &&
    (index.documentFrequency.get(t) ?? 0) <= JARGON_PASSAGES;
  const ours = !notOurs(message.toLowerCase());
  const onSubject = ours && query.groups.some((g) => g.terms.some((t) => index.subjects.has(t) || jargon(t)));
  const offSubject = (p: FoundPassage): FoundPassage =>
    onSubject ? p : { ...p, coverage: 0, matched: 0, offSubject: true };
  // Two of the question's words side by side in a passage ("life insurance", "brand new") say more
  // than the same words apart ("a year in the life" ... "insurance").
  const pairs = wordPairs(questionTokens(ownWords));
  const together = (p: FoundPassage): FoundPassage => {
    if (!pairs.size) return p;
    const own = wordPairs(tokenize(`${p.heading} ${p.text}`));
    const shared = [...pairs].filter((pair) => own.has(pair)).length;
    return shared ? { ...p, rank: p.rank * (1 + PHRASE_BONUS * shared) } : p;
  };
  const rank = (hits: Hit[]) =>
    hits
      .map(found)
      .map(together)
      .sort((a, b) => b.rank - a.rank)
      .map(offSubject);
  // The site's pages first; members' answered questions, a hundred thousand in time, join them
  // only when the pages do not answer most of an on-subject question (issue 19 §3).
  const siteHits = searchIndex(index, query.terms, RERANK);
  const fromSite = rank(siteHits);
  const ranked =
    !onSubject || siteAnswers(fromSite[0])
      ? fromSite
      : rank([...siteHits, ...searchIndex(index, query.terms, RERANK, { scope: 'questions' })]).slice(
          0,
          RERANK,
        );
  // A question about the agency itself goes to the page that answers it (site-topics.ts), its
  // passages that match the question first, else its opening.
  const routed = ours ? siteTopicPages(message) : [];
  if (!routed.length) return withDefinitionFirst(index, ownWords, ranked, limit);
  const onPage = (page: string) => (p: { url: string }) => pagePath(p.url) === page;
  const first = routed.flatMap((page) => {
    const matching = searchIndex(index, query.terms, 2, { only: onPage(page) }).map(found);
    if (matching.length) return matching.map((p) => ({ ...p, coverage: 1 }));
    const opening = [...index.passages.values()].find(onPage(page));
    if (!opening) return [];
    const { id: _id, ...passage } = opening;
    return [{ ...passage, rank: 0, coverage: 1, matched: 0, question: questionGroups }];
  });
  const rest = ranked.filter((p) => !routed.includes(pagePath(p.url)));
  return [...first, ...rest].slice(0, limit);
}
