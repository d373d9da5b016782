// "What is a deductible?" asks for the glossary's entry, and the words of the question match it
// exactly: the ranking alone led with a passage that used the word most ("the out-of-pocket
// maximum ... deductibles, copays and coinsurance all count toward it"), and "what is medigap"
// with Plan G against Plan N. A question that asks only what a term means, naming a term the
// glossary defines, leads with that entry (issue 44 §2: match the question to the question).
import type { FoundPassage } from './found-passage';
import type { ChatIndex } from './search-index';

/** The term of a question that asks only what it means ("whats a copay?", "what does in network mean"). */
const ASKS_MEANING =
  /^(?:(?:so|and|ok|okay|um|hi|hello)[, ]+)?(?:what(?:'s|’s|s| is| are)|whats|define|definition of|meaning of|what does|what do)\s+(?:a |an |the )?(.+?)(?:\s+(?:mean|means|stand for|stands for))?(?:\s+exactly)?\s*[?.!]*$/i;

const key = (text: string) =>
  text
    .toLowerCase()
    .replace(/\(.*?\)/g, ' ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** The term a question asks the meaning of, as the glossary's titles are keyed; undefined for any other question. */
export function askedTerm(message: string): string | undefined {
  const term = ASKS_MEANING.exec(message.trim())?.[1];
  return term ? key(term) : undefined;
}

/** The glossary entry whose term the question asks the meaning of, if it has one. */
export function definitionFor(index: ChatIndex, message: string): FoundPassage | undefined {
  const term = askedTerm(message);
  if (!term) return undefined;
  // A plural asks the same ("what are premiums"); a term is never shorter than two letters.
  const wanted = new Set([term, term.replace(/s$/, '')].filter((t) => t.length > 1));
  for (const passage of index.passages.values()) {
    if (passage.source !== 'glossary' || !wanted.has(key(passage.title))) continue;
    const { id: _id, ...found } = passage;
    return { ...found, rank: Number.MAX_VALUE, coverage: 1 };
  }
  return undefined;
}

/** `ranked` with the glossary's entry first when the question asks what a term means. */
export function withDefinitionFirst(
  index: ChatIndex,
  message: string,
  ranked: FoundPassage[],
  limit: number,
): FoundPassage[] {
  const entry = definitionFor(index, message);
  if (!entry) return ranked.slice(0, limit);
  const rest = ranked.filter((p) => p.url !== entry.url);
  const question = ranked[0]?.question;
  return [{ ...entry, matched: ranked[0]?.matched, question }, ...rest].slice(0, limit);
}
