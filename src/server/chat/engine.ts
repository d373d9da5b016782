// Writes one reply as a stream of text pieces, then returns its citations and next steps. With a
// language model configured it streams the model's words and falls back to the composed answer on
// a time-out or error; without one it streams the composed answer (compose.ts).
import type { Citation, Suggestion } from '../../shared/chat-schemas';
import { MEDICARE_DISCLAIMER } from '../../shared/medicare-disclaimer';
import { MEDICARE_NOTE } from './compliance';
import { closingNotes, composeReply, wordChunks } from './compose';
import { LlmError, streamCompletion, type LlmConfig } from './llm';
import { buildPrompt, type Turn } from './prompt';
import type { FoundPassage } from './retrieve';
import { nextSteps } from './suggestions';

/** Passages given to a model: enough to answer, few enough to keep the prompt small. */
const PROMPT_PASSAGES = 6;

export const FALLBACK_NOTE =
  'Our writing assistant is not answering right now, so here is what our own pages say instead.';
export const CUT_SHORT_NOTE = 'The reply was cut short. Here is what our own pages say:';

export interface EngineInput {
  message: string;
  history: Turn[];
  passages: FoundPassage[];
  llm: LlmConfig | undefined;
  signal: AbortSignal;
}

export interface EngineResult {
  citations: Citation[];
  suggestions: Suggestion[];
  /** The model failed and the composed answer was sent instead. */
  fellBack: boolean;
}

/** The passages a model's reply cites as [n], one citation per page. */
function citedBy(text: string, passages: FoundPassage[]): FoundPassage[] {
  const numbers = new Set([...text.matchAll(/\[(\d{1,2})\]/g)].map((m) => Number(m[1])));
  return passages.filter((_, i) => numbers.has(i + 1));
}

const toCitations = (passages: FoundPassage[]): Citation[] => {
  const seen = new Set<string>();
  return passages
    .filter((p) => !seen.has(p.url) && seen.add(p.url))
    .map((p) => ({ url: p.url, title: p.heading ? `${p.title}: ${p.heading}` : p.title }));
};

export async function* runEngine(input: EngineInput): AsyncGenerator<string, EngineResult> {
  const { message, passages } = input;
  const suggestions = nextSteps(message, passages);
  const composed = composeReply(message, passages);
  if (!input.llm) {
    yield* wordChunks(composed.text);
    return { citations: composed.citations, suggestions, fellBack: false };
  }
  const given = passages.slice(0, PROMPT_PASSAGES);
  let written = '';
  try {
    const prompt = buildPrompt(given, input.history, message);
    for await (const piece of streamCompletion(input.llm, prompt, input.signal)) {
      written += piece;
      yield piece;
    }
  } catch (error) {
    if (!(error instanceof LlmError)) throw error;
    yield* wordChunks(`${written ? `\n\n${CUT_SHORT_NOTE}` : FALLBACK_NOTE}\n\n${composed.text}`);
    return { citations: composed.citations, suggestions, fellBack: true };
  }
  const cited = citedBy(written, given);
  const notes = closingNotes(message, cited, written).filter(
    (note) => note !== MEDICARE_NOTE || !written.includes(MEDICARE_DISCLAIMER),
  );
  if (notes.length && !input.signal.aborted) yield* wordChunks(`\n\n${notes.join('\n\n')}`);
  return { citations: toCitations(cited), suggestions, fellBack: false };
}
