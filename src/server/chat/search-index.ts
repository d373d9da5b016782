// The chat's ranking (decision 162): BM25 over the knowledge passages with field weights (title,
// heading, text), typo-tolerant and prefix matching, built once in memory per database handle from
// knowledge_passages and rebuilt only when the table changes. Each question costs one tiny query
// (the table's row count and last id) and an in-memory search, never a scan of every passage.
import { sql } from 'drizzle-orm';
import MiniSearch, { type SearchResult } from 'minisearch';
import type { AppDb } from '../db/client';
import { dictionary as englishLists } from '@zxcvbn-ts/language-en';
import { agency } from '../../shared/agency';
import { knowledgePassages } from '../db/schema';
import type { PassageSource } from './passages';
import { setVocabulary } from './spelling';

export interface IndexedPassage {
  id: number;
  source: PassageSource;
  url: string;
  title: string;
  heading: string;
  text: string;
}

/** Words too common in questions and pages to say anything about which page answers. */
export const STOP_WORDS = new Set(
  `a an and are as at be been but by can could did do does for from had has have how i if in into is it
its me my of on or our so than that the their them then there these they this to was we were what
when where which who why will with would you your yours am im i'm ive i've dont don't doesnt isnt
hi hello please thanks thank tell know get got need want just really also any some about like
help explain mean means actually even still ok okay yes no not next last today tonight
tomorrow yesterday going right now he him his she her hers our ours myself himself herself us`.split(/\s+/),
);

/**
 * A light English stemmer: plurals and -ing/-ed forms meet their base word. "pays", "says" and
 * "days" too: a member's "she pays in" is the pages' "pay".
 */
export function stem(word: string): string {
  if (word.length <= 3 || /\d/.test(word)) return word;
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (word.endsWith('sses')) return word.slice(0, -2);
  if (word.endsWith('ing') && word.length > 5) return word.slice(0, -3);
  if (word.endsWith('ed') && word.length > 4 && !word.endsWith('eed')) return word.slice(0, -2);
  if (word.endsWith('s') && !/(ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

/**
 * Lower-case words; 401(k) -> 401k, possessives dropped; Medicare's parts one word each ("part b"
 * -> "partb"), or the letter, too short to count, is lost and "what does part b cover" finds Part D.
 */
export const tokenize = (text: string): string[] =>
  text
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/(\d)\s*\(\s*([a-z])\s*\)/g, '$1$2')
    .replace(/\bpart ([abcd])\b/g, 'part$1')
    .replace(/'s\b/g, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

/**
 * Whether a word says nothing about the page: a stop word, or another form of one ("wants",
 * "gets", "needs" are "want", "get", "need").
 */
export const isStopWord = (word: string) => STOP_WORDS.has(word) || STOP_WORDS.has(stem(word));

const processTerm = (term: string) => (isStopWord(term) ? null : stem(term));

/** Days, months, seasons, times of day, numbers, directions, sizes: zxcvbn's English lists. */
const TIMES_AND_NUMBERS = [
  'day week weekend month year',
  ...(
    [
      'daysOfWeek-en',
      'months-en',
      'seasons-en',
      'timePeriods-en',
      'cardinalNumbers-en',
      'ordinalNumbers-en',
      'directions-en',
      'sizeProgression-en',
    ] as const
  ).flatMap((list) => englishLists[list]),
].join(' ');

/** Title counts most, then the heading; tuned on the dev questions (decision 162). */
export const FIELD_BOOST = { title: 3, heading: 2, text: 1 };

export interface ChatIndex {
  search: MiniSearch<IndexedPassage>;
  passages: Map<number, IndexedPassage>;
  /** How many passages hold each (stemmed) term: the weight of a question's word. */
  documentFrequency: Map<string, number>;
  size: number;
  /** The words of the site's own titles (pages, sections, glossary terms): what the site is about. */
  subjects: Set<string>;
}

/** The commonest spoken words: inside a compound they do not carry its subject. */
const COMMONEST = new Set(englishLists['commonWords-en'].slice(0, 300));

/**
 * A title's words, less the commonest words inside its hyphenated compounds: "Long-Term Care" is
 * about care and terms, not about "long" ("how long does it take"); "Split-Dollar" keeps both.
 */
export const standaloneWords = (title: string) =>
  title.replace(/\b[\w']+(?:-[\w']+)+\b/g, (compound) =>
    compound
      .split('-')
      .filter((part) => !COMMONEST.has(part.toLowerCase()))
      .join(' '),
  );

export function buildIndex(rows: IndexedPassage[]): ChatIndex {
  const search = new MiniSearch<IndexedPassage>({
    fields: ['title', 'heading', 'text'],
    idField: 'id',
    tokenize,
    processTerm,
  });
  search.addAll(rows);
  const documentFrequency = new Map<string, number>();
  const vocabulary = new Map<string, number>();
  for (const row of rows) {
    const words = new Set(tokenize(`${row.title} ${row.heading} ${row.text}`));
    for (const word of words) vocabulary.set(word, (vocabulary.get(word) ?? 0) + 1);
    for (const term of new Set([...words].map(processTerm).filter((t): t is string => Boolean(t)))) {
      documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1);
    }
  }
  setVocabulary(vocabulary);
  // Members' public questions are titled by the member: they say nothing about what the site covers;
  // nor do the agency's town ("... in Portland, Maine"), times and numbers ("... in One Weekend"),
  // nor the hundred commonest English words ("up", "good", "time").
  const places = new Set(
    tokenize(
      `${agency.address.city} ${agency.statesServed.join(' ')} ${TIMES_AND_NUMBERS} ${englishLists['commonWords-en'].slice(0, 100).join(' ')}`,
    ).map(stem),
  );
  const subjects = new Set(
    rows
      .filter((row) => row.source !== 'question')
      .flatMap((row) => tokenize(standaloneWords(row.title)).map(processTerm))
      .filter((t): t is string => Boolean(t) && !places.has(t!)),
  );
  return {
    search,
    passages: new Map(rows.map((r) => [r.id, r])),
    documentFrequency,
    size: rows.length,
    subjects,
  };
}

/** Inverse document frequency of a stemmed term; 0 for a term no passage holds. */
export function idf(index: ChatIndex, term: string): number {
  const n = index.documentFrequency.get(term) ?? 0;
  return n ? Math.log(1 + (index.size - n + 0.5) / (n + 0.5)) : 0;
}

export type Hit = SearchResult & { passage: IndexedPassage };

/**
 * Past this many passages (members' answered questions grow the index without end), a word most
 * passages hold is left out of the scoring: it weighs little, yet every passage holding it has to
 * be scored and sorted (issue 19 §3: 1.5 s for the chat's first byte at 100,000 passages). The
 * site's own pages are far below it, so the ranking of every evaluation set is unchanged.
 */
const COMMON_FROM = 5000;
const COMMON_SHARE = 0.2;

/** The terms worth scoring: all of them in a small index; the rarer ones in a large one. */
export function scoredTerms(index: ChatIndex, terms: Map<string, number>): Map<string, number> {
  if (index.size < COMMON_FROM) return terms;
  const df = (term: string) => index.documentFrequency.get(term) ?? 0;
  const rare = [...terms].filter(([term]) => df(term) <= index.size * COMMON_SHARE);
  if (rare.length) return new Map(rare);
  // Every word is common: the rarest one alone still orders the passages.
  const rarest = [...terms].sort(([a], [b]) => df(a) - df(b))[0]!;
  return new Map([rarest]);
}

/** BM25 search; each query term may carry its own weight (synonyms weigh less than the word). */
export function searchIndex(
  index: ChatIndex,
  terms: Map<string, number>,
  limit: number,
  only?: (passage: IndexedPassage) => boolean,
): Hit[] {
  if (!terms.size) return [];
  const scored = scoredTerms(index, terms);
  const results = index.search.search([...scored.keys()].join(' '), {
    ...(only ? { filter: (result: SearchResult) => only(index.passages.get(result.id as number)!) } : {}),
    boost: FIELD_BOOST,
    combineWith: 'OR',
    // Typos: one edit in five letters, two in ten; prefixes for words long enough to mean something.
    fuzzy: (term) => (term.length >= 5 ? 0.2 : false),
    prefix: (term) => term.length >= 5,
    boostTerm: (term) => scored.get(term) ?? 1,
  });
  return results.slice(0, limit).map((r) => ({ ...r, passage: index.passages.get(r.id as number)! }));
}

interface Cached {
  signature: string;
  index: Promise<ChatIndex>;
}
const cache = new WeakMap<AppDb, Cached>();

/**
 * The index of this database's passages. A cheap signature (row count and last id: every change
 * to the table deletes or inserts rows) says whether the one built before is still current.
 */
export async function chatIndex(db: AppDb): Promise<ChatIndex> {
  const result = await db.execute<{ n: number; last: number }>(
    sql`select count(*)::int as n, coalesce(max(${knowledgePassages.id}), 0)::int as last from ${knowledgePassages}`,
  );
  const [row] = (result as unknown as { rows: { n: number; last: number }[] }).rows;
  const signature = `${row?.n ?? 0}:${row?.last ?? 0}`;
  const cached = cache.get(db);
  if (cached?.signature === signature) return cached.index;
  const index = db
    .select({
      id: knowledgePassages.id,
      source: knowledgePassages.source,
      url: knowledgePassages.url,
      title: knowledgePassages.title,
      heading: knowledgePassages.heading,
      text: knowledgePassages.text,
    })
    .from(knowledgePassages)
    .then((rows) => buildIndex(rows as IndexedPassage[]));
  cache.set(db, { signature, index });
  index.catch(() => cache.delete(db));
  return index;
}
