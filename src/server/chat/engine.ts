// Writes one reply as a stream of text pieces, then returns its citations and next steps. What the
// member asks the agency to do (a price, a change to a policy) is answered first, by intents.ts,
// with no model and no page. Otherwise, with a language model configured, the model's words pass
// through the output guard sentence by sentence and fall back to the composed answer on a
// time-out, an error or a reply that runs on; without one the composed answer (compose.ts) streams.
// The built-in engine is src/shared/chat-engine/ (a device runs it too); the model's part is here.
import { planReply, spanishLead } from '../../shared/chat-engine/built-in-reply';
import { concernsMedicare, MEDICARE_NOTE } from '../../shared/chat-engine/compliance';
import { closingNotes, wordChunks } from '../../shared/chat-engine/compose';
import type { FoundPassage } from '../../shared/chat-engine/found-passage';
import { lineIn, normalise } from '../../shared/chat-engine/intents';
import { findingOf, inertModelText, SentenceGate, type Breach } from '../../shared/chat-engine/output-guard';
import { breachAnswer, safeSuggestions } from '../../shared/chat-engine/safe-answers';
import { lineOf } from '../../shared/chat-engine/suggestions';
import type { Turn } from '../../shared/chat-engine/turn';
import type { Citation, Suggestion } from '../../shared/chat-schemas';
import { MEDICARE_DISCLAIMER } from '../../shared/medicare-disclaimer';
import { LlmError, streamCompletion, type LlmConfig } from './llm';
import { buildPrompt } from './prompt';

/** Passages given to a model: enough to answer, few enough to keep the prompt small. */
const PROMPT_PASSAGES = 6;
/** A model reply longer than this (about two phone screens) has run on: it is cut at a sentence. */
const MAX_REPLY_CHARS = 2400;
/** Text without a sentence end for this long is not a sentence: the model is rambling. */
const MAX_SENTENCE_CHARS = 600;

export const FALLBACK_NOTE =
  'Our writing assistant is not answering right now, so here is what our own pages say instead.';
export const CUT_SHORT_NOTE = 'The reply was cut short. Here is what our own pages say:';

export interface EngineInput {
  message: string;
  /** The message with the conversation's topic, for a follow-up (follow-up.ts). */
  topic?: string;
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

type ModelOutcome =
  | { kind: 'done'; shown: string }
  | { kind: 'breach'; shown: string; breach: Breach }
  | { kind: 'fault'; shown: string };

/** The site text a model was given, as the figure rule reads it: each unit's words and address, and the disclaimer it is told to add. */
const groundedText = (given: FoundPassage[]) =>
  [...given.map((p) => [p.title, p.heading ?? '', p.url, p.text].join('\n')), MEDICARE_DISCLAIMER].join('\n');

/**
 * Streams the model's reply, a checked sentence at a time, and says how it ended. Each check reads
 * the whole reply so far, so a claim or a figure split across sentences is seen whole. Nothing that
 * breaks a rule is yielded: the sentence that does is held back and the model is stopped. An
 * invented figure that is not a price ends the reply as a fault would: the site's own answer follows.
 */
async function* guardedModel(
  input: EngineInput,
  given: FoundPassage[],
): AsyncGenerator<string, ModelOutcome> {
  const stop = new AbortController();
  const onAbort = () => stop.abort();
  input.signal.addEventListener('abort', onAbort);
  const grounded = groundedText(given);
  const gate = new SentenceGate();
  let written = '';
  let shown = '';
  const check = (ready: string): ModelOutcome | undefined => {
    const finding = findingOf(written + ready, grounded);
    if (finding === 'figure') return { kind: 'fault', shown };
    if (finding) return { kind: 'breach', shown, breach: finding };
    if (shown.length + ready.length > MAX_REPLY_CHARS) return { kind: 'fault', shown };
    return undefined;
  };
  const release = (ready: string) => {
    written += ready;
    const safe = inertModelText(ready);
    shown += safe;
    return safe;
  };
  try {
    const prompt = buildPrompt(given, input.history, input.message);
    for await (const piece of streamCompletion(input.llm!, prompt, stop.signal)) {
      const ready = gate.push(piece);
      const ended = ready ? check(ready) : undefined;
      if (ended) return ended;
      if (gate.pending.length > MAX_SENTENCE_CHARS) return { kind: 'fault', shown };
      if (ready) yield release(ready);
    }
    if (input.signal.aborted) return { kind: 'done', shown };
    const rest = gate.flush();
    const ended = rest ? check(rest) : undefined;
    if (ended) return ended;
    if (rest) yield release(rest);
    return { kind: 'done', shown };
  } catch (error) {
    if (!(error instanceof LlmError)) throw error;
    return { kind: 'fault', shown };
  } finally {
    // Leaving early (a breach, a run-on) stops the model too: it must not keep writing unread.
    stop.abort();
    input.signal.removeEventListener('abort', onAbort);
  }
}

export async function* runEngine(input: EngineInput): AsyncGenerator<string, EngineResult> {
  const { message, passages } = input;
  // The built-in reply (src/shared/chat-engine/built-in-reply.ts): the whole answer without a model,
  // and the fallback when the model fails.
  const composed = planReply(message, passages, input.topic);
  const { suggestions } = composed;
  // A model answers from the guides it is given; the built-in reply quotes them when it cites them.
  const lead = spanishLead(message, composed.byIntent || !input.llm ? composed.citations.length > 0 : true);
  if (lead) yield* wordChunks(lead);
  if (composed.byIntent || !input.llm) {
    yield* wordChunks(composed.text);
    return { citations: composed.citations, suggestions, fellBack: false };
  }
  const given = passages.slice(0, PROMPT_PASSAGES);
  const outcome = yield* guardedModel(input, given);
  if (input.signal.aborted) return { citations: [], suggestions, fellBack: false };
  const gap = outcome.shown ? '\n\n' : '';
  if (outcome.kind === 'fault') {
    yield* wordChunks(`${gap}${outcome.shown ? CUT_SHORT_NOTE : FALLBACK_NOTE}\n\n${composed.text}`);
    return { citations: composed.citations, suggestions, fellBack: true };
  }
  const cited = citedBy(outcome.shown, given);
  if (outcome.kind === 'breach') {
    const line = lineOf(normalise(message), passages) ?? lineIn(normalise(message));
    yield* wordChunks(`${gap}${breachAnswer(outcome.breach, line)}`);
    const notes = concernsMedicare(message, cited) ? [MEDICARE_NOTE] : [];
    if (notes.length) yield* wordChunks(`\n\n${notes.join('\n\n')}`);
    return {
      citations: toCitations(cited),
      suggestions: safeSuggestions(outcome.breach, line),
      fellBack: false,
    };
  }
  const written = outcome.shown;
  const notes = closingNotes(message, cited, written);
  if (notes.length) yield* wordChunks(`\n\n${notes.join('\n\n')}`);
  return { citations: toCitations(cited), suggestions, fellBack: false };
}
