// Query expansion for insurance words. PostgreSQL synonym dictionaries need files on the database
// server, which PGlite and managed PostgreSQL lack (decision 110), so the synonyms live here and
// a member's words become a to_tsquery text with OR groups.

/** Each group lists ways of saying one thing; a phrase is matched word after word. */
export const SYNONYM_GROUPS: string[][] = [
  ['medigap', 'medicare supplement', 'supplement plan'],
  ['medicare advantage', 'part c'],
  ['part d', 'drug plan', 'prescription drug'],
  ['rmd', 'rmds', 'required minimum distribution'],
  ['pip', 'personal injury protection'],
  ['ltc', 'long term care'],
  ['hsa', 'health savings account'],
  ['fsa', 'flexible spending account'],
  ['auto', 'car', 'vehicle', 'automobile'],
  ['renters', 'renter', 'tenant', 'apartment'],
  ['umbrella', 'excess liability'],
  ['401k', '401 k'],
  ['403b', '403 b'],
  ['ira', 'individual retirement account', 'roth'],
  ['homeowners', 'home', 'house'],
  ['uninsured motorist', 'uninsured driver', 'underinsured'],
  ['workers comp', 'workers compensation'],
  ['errors and omissions', 'professional liability', 'malpractice'],
  ['bop', 'business owners policy'],
  ['cobra', 'continuation coverage'],
  ['aca', 'affordable care act', 'marketplace', 'obamacare'],
  ['deductible', 'out of pocket'],
  ['premium', 'cost', 'price', 'rate'],
  ['beneficiary', 'beneficiaries'],
  ['annuity', 'annuities'],
  ['social security', 'benefits claiming'],
  ['teen', 'teenager', 'new driver', 'young driver'],
  ['flood', 'flooding'],
  ['burial', 'final expense', 'funeral'],
];

/** Chatty words that match everything and mean little for retrieval. */
const FILLER = new Set([
  'need',
  'needs',
  'want',
  'know',
  'get',
  'got',
  'much',
  'many',
  'please',
  'tell',
  'explain',
  'help',
  'can',
  'could',
  'would',
  'should',
  'does',
  'do',
  'i',
  'me',
  'my',
  'mine',
  'you',
  'your',
  'we',
  'us',
  'our',
  'what',
  'which',
  'when',
  'how',
  'why',
  'who',
  'is',
  'are',
  'a',
  'an',
  'the',
  'hi',
  'hello',
  'thanks',
  'thank',
  'insurance',
  'policy',
  'cover',
  'covered',
  'coverage',
  'work',
  'works',
  'like',
  'good',
  'best',
  'really',
  'there',
  'any',
  'some',
  'about',
  'also',
  'mean',
  'means',
]);

/** Enough for any real question; a pasted essay does not turn into a huge query. */
const MAX_GROUPS = 24;

const words = (text: string): string[] =>
  text
    .toLowerCase()
    .replace(/(\d)\s*\(\s*([a-z])\s*\)/g, '$1$2') // 401(k) -> 401k
    .replace(/'s\b/g, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

const phraseQuery = (phrase: string) => {
  const parts = words(phrase);
  return parts.length > 1 ? `(${parts.join(' <-> ')})` : parts[0]!;
};

const groupWords = SYNONYM_GROUPS.map((group) => group.map(words));

/**
 * to_tsquery('english', ...) texts, one per meaningful word or known phrase of the message, each
 * an OR group of its synonyms. Only [a-z0-9] words, `|`, `<->` and parentheses reach PostgreSQL.
 */
export function queryGroups(message: string): string[] {
  const tokens = words(message);
  const groups: string[] = [];
  const used = new Set<number>();
  for (let i = 0; i < tokens.length; i += 1) {
    let matched = false;
    for (const [g, group] of groupWords.entries()) {
      const hit = group.find((phrase) => phrase.every((word, k) => tokens[i + k] === word));
      if (!hit) continue;
      matched = true;
      if (!used.has(g)) {
        used.add(g);
        groups.push(`(${SYNONYM_GROUPS[g]!.map(phraseQuery).join(' | ')})`);
      }
      i += hit.length - 1;
      break;
    }
    const token = tokens[i]!;
    if (!matched && !FILLER.has(token) && token.length > 1) groups.push(token);
  }
  return [...new Set(groups)].slice(0, MAX_GROUPS);
}

/** One tsquery text matching any group; undefined when the message has no meaningful word. */
export function expandQuery(message: string): string | undefined {
  const groups = queryGroups(message);
  return groups.length ? groups.join(' | ') : undefined;
}
