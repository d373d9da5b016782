// Typo repair for members' words ("medicar", "beneficary", "homeowers"): a word that is not known
// is replaced by the one known word within one edit (two for long words), most frequent first.
// The known words are the site's own (the retrieval index registers them); until then, the
// insurance words below. A word of everyday English ("printer", "lawyer", "passport") is never
// "repaired": it is not a typo, and turning it into a site word ("painter") invents a match.
import { COMMON_WORDS } from './english-words';

const SEED = `medicare medigap medicaid advantage supplement beneficiary beneficiaries premium premiums
deductible coinsurance copay insurance insured policy policies coverage homeowners renters umbrella
liability collision comprehensive uninsured underinsured vehicle truck cancel cancellation quote
retirement annuity annuities distribution distributions required minimum enrollment enroll
eligible eligibility prescription social security disability workers compensation business
commercial automobile accident accidents claim claims flood earthquake storm damage garage
deductibles enrollment initial period penalty penalties employer spouse husband daughter
change address payment birthday turning life term whole universal catch contribution
contributions rollover pension dental vision hospital doctor nursing home long care`;

let known = new Map<string, number>(SEED.split(/\s+/).map((w) => [w, 1]));
/** Known words by first letter, for a quicker search. */
let byFirst = index(known);

function index(words: Map<string, number>): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const word of [...words.keys()].sort((a, b) => (words.get(b) ?? 0) - (words.get(a) ?? 0))) {
    if (word.length < 4) continue;
    const list = map.get(word[0]!) ?? [];
    list.push(word);
    map.set(word[0]!, list);
  }
  return map;
}

/** Replaces the known words with the site's (word -> how many passages hold it), seed included. */
export function setVocabulary(counts: Map<string, number>): void {
  const merged = new Map(counts);
  for (const [word, n] of known) if (!merged.has(word)) merged.set(word, n);
  known = merged;
  byFirst = index(known);
}

/** The words of a front-coded list (scripts/content/english-words.ts): prefix length, then the rest. */
export function decodeWords(coded: string): string[] {
  const words: string[] = [];
  let previous = '';
  for (const entry of coded.split(' ')) {
    previous = previous.slice(0, entry.charCodeAt(0) - 48) + entry.slice(1);
    words.push(previous);
  }
  return words;
}

/** Everyday English (zxcvbn's list of common words, from film and TV subtitles), built on first use. */
let english: Set<string> | undefined;
export const isEnglishWord = (word: string) => (english ??= new Set(decodeWords(COMMON_WORDS))).has(word);

export const isKnownWord = (word: string) => known.has(word);

/** Damerau-Levenshtein distance, giving up above `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i += 1) rows.push([i]);
  for (let j = 1; j <= b.length; j += 1) rows[0]![j] = j;
  for (let i = 1; i <= a.length; i += 1) {
    let best = Infinity;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = value;
      best = Math.min(best, value);
    }
    if (best > max) return max + 1;
  }
  return rows[a.length]![b.length]!;
}

/** Whether `typo` is `word` with one letter left out. */
function dropsOneLetter(typo: string, word: string): boolean {
  if (word.length !== typo.length + 1) return false;
  let i = 0;
  while (i < typo.length && typo[i] === word[i]) i += 1;
  return typo.slice(i) === word.slice(i + 1);
}

/** "doesnt", "didnt": a contraction typed without its apostrophe, not a misspelt site word. */
const CONTRACTION = /^(?:does|did|is|was|ca|wo|do|have|has|had|could|would|should|are|were)nt$/;

/** The known word a typo stands for, or undefined when the word is known or nothing is close. */
export function correction(word: string): string | undefined {
  if (word.length < 5 || known.has(word) || /\d/.test(word) || CONTRACTION.test(word)) return undefined;
  // An English word only meets another form of itself ("froze" -> "frozen", "smoker" -> "smokers").
  const everyday = isEnglishWord(word);
  const max = word.length >= 8 ? 2 : 1;
  // Typos rarely hit the first letter; searching one letter's words keeps this cheap. The nearest
  // wins; between equally near words, one the typo only drops a letter of ("acount" is "account",
  // not "amount": the commonest slip), then the most used on the site.
  let best: { word: string; rank: number } | undefined;
  for (const candidate of byFirst.get(word[0]!) ?? []) {
    if (everyday && !candidate.startsWith(word) && !word.startsWith(candidate)) continue;
    const distance = editDistance(word, candidate, max);
    if (distance > max) continue;
    const rank = distance * 2 - (dropsOneLetter(word, candidate) ? 1 : 0);
    if (!best || rank < best.rank) best = { word: candidate, rank };
  }
  return best?.word;
}

/**
 * The text with each unknown word of five letters or more replaced by its correction. With
 * `keepEnglish`, a word of everyday English stays as typed: another form of it ("salon" ->
 * "salons") helps a ranking that stems, and only hides the word from a pattern that names it.
 */
export const fixTypos = (text: string, { keepEnglish = false } = {}) =>
  text.replace(/[a-z]{5,}/g, (word) =>
    keepEnglish && isEnglishWord(word) ? word : (correction(word) ?? word),
  );
