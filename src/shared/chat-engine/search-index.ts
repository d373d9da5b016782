// The chat's ranking (decision 162): BM25 over the knowledge passages with field weights (title,
// heading, text), typo-tolerant and prefix matching, held in memory. Built from whatever passages
// it is given: the server's from knowledge_passages (src/server/chat/chat-index.ts), a device's
// from the same passages, so both rank alike.
import MiniSearch, { type SearchResult } from 'minisearch';
import { agency } from '../agency';
import { COMMONEST as COMMONEST_WORDS, SEQUENCES } from './english-words';
import type { PassageSource } from './passage';
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

/**
 * Days, months, seasons, times of day, numbers, directions, sizes: zxcvbn's English lists, the ones
 * scripts/content/english-words.ts names and writes into english-words.ts.
 */
const TIMES_AND_NUMBERS = ['day week weekend month year', ...Object.values(SEQUENCES)].join(' ');

/** Title counts most, then the heading; tuned on the dev questions (decision 162). */
export const FIELD_BOOST = { title: 3, heading: 2, text: 1 };

export interface ChatIndex {
  /** The site's own passages: pages, guides, articles, the glossary. */
  site: MiniSearch<IndexedPassage>;
  /**
   * Members' answered public questions, in an index of their own: they grow without end, and the
   * chat searches them only when the site does not answer (rank-passages.ts).
   */
  questions: MiniSearch<IndexedPassage>;
  passages: Map<number, IndexedPassage>;
  /** How many passages hold each (stemmed) term: the weight of a question's word. */
  documentFrequency: Map<string, number>;
  /** The same, counting members' questions only. */
  questionFrequency: Map<string, number>;
  size: number;
  /** The words of the site's own titles (pages, sections, glossary terms): what the site is about. */
  subjects: Set<string>;
}

/** The commonest spoken words: inside a compound they do not carry its subject. */
const COMMONEST = new Set(COMMONEST_WORDS.split(' '));

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

const miniSearch = (rows: IndexedPassage[]) => {
  const search = new MiniSearch<IndexedPassage>({
    fields: ['title', 'heading', 'text'],
    idField: 'id',
    tokenize,
    processTerm,
  });
  search.addAll(rows);
  return search;
};

/**
 * The index of `rows`. It also makes their words the spelling fixer's vocabulary (spelling.ts), a
 * module-wide setting: the index built last is the one whose words typos are repaired to.
 */
export function buildChatIndex(rows: IndexedPassage[]): ChatIndex {
  const isQuestion = (row: IndexedPassage) => row.source === 'question';
  const siteRows = rows.filter((row) => !isQuestion(row));
  const documentFrequency = new Map<string, number>();
  const questionFrequency = new Map<string, number>();
  const vocabulary = new Map<string, number>();
  const count = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);
  for (const row of rows) {
    const words = new Set(tokenize(`${row.title} ${row.heading} ${row.text}`));
    for (const word of words) count(vocabulary, word);
    for (const term of new Set([...words].map(processTerm).filter((t): t is string => Boolean(t)))) {
      count(documentFrequency, term);
      if (isQuestion(row)) count(questionFrequency, term);
    }
  }
  setVocabulary(vocabulary);
  // Members' public questions are titled by the member: they say nothing about what the site covers;
  // nor do the agency's town ("... in Portland, Maine"), times and numbers ("... in One Weekend"),
  // nor the hundred commonest English words ("up", "good", "time").
  const places = new Set(
    tokenize(
      `${agency.address.city} ${agency.statesServed.join(' ')} ${TIMES_AND_NUMBERS} ${COMMONEST_WORDS.split(' ').slice(0, 100).join(' ')}`,
    ).map(stem),
  );
  const subjects = new Set(
    siteRows
      .flatMap((row) => tokenize(standaloneWords(row.title)).map(processTerm))
      .filter((t): t is string => Boolean(t) && !places.has(t!)),
  );
  return {
    site: miniSearch(siteRows),
    questions: miniSearch(rows.filter(isQuestion)),
    questionFrequency,
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
 * Members' questions are found by the words that make one particular: a word more than this many
 * of them hold singles none out, and scoring it walks every one (issue 19 §3: 80-120 ms a word at
 * 100,000 questions, where the site's whole index takes a few). Matched as the question's words
 * stand after the spelling fix (query.ts), not by near spellings or prefixes, whose expansions no
 * count bounds.
 */
export const QUESTION_WORD_CAP = 2000;

/** The question's terms worth looking up among members' questions: the ones few of them hold. */
export function questionTerms(index: ChatIndex, terms: Map<string, number>): Map<string, number> {
  return new Map(
    [...terms].filter(([term]) => {
      const n = index.questionFrequency.get(term) ?? 0;
      return n > 0 && n <= QUESTION_WORD_CAP;
    }),
  );
}

/** Where a search looks: the site's own passages, or members' answered questions. */
export type Scope = 'site' | 'questions';

/**
 * BM25 search; each query term may carry its own weight (synonyms weigh less than the word). The
 * site's passages with typos and prefixes: one edit in five letters, two in ten; prefixes for words
 * long enough to mean something.
 */
export function searchIndex(
  index: ChatIndex,
  terms: Map<string, number>,
  limit: number,
  { only, scope = 'site' }: { only?: (passage: IndexedPassage) => boolean; scope?: Scope } = {},
): Hit[] {
  const scored = scope === 'site' ? terms : questionTerms(index, terms);
  if (!scored.size) return [];
  const options = {
    ...(only ? { filter: (result: SearchResult) => only(index.passages.get(result.id as number)!) } : {}),
    boost: FIELD_BOOST,
    combineWith: 'OR',
    boostTerm: (term: string) => scored.get(term) ?? 1,
  } as const;
  const results =
    scope === 'site'
      ? index.site.search([...scored.keys()].join(' '), {
          ...options,
          fuzzy: (term) => (term.length >= 5 ? 0.2 : false),
          prefix: (term) => term.length >= 5,
        })
      : index.questions.search([...scored.keys()].join(' '), options);
  return results.slice(0, limit).map((r) => ({ ...r, passage: index.passages.get(r.id as number)! }));
}
