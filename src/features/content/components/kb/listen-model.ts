// The "Listen" control's model, free of the DOM and of speech: how a transcript is cut into
// sentences (one utterance each, so the current one can be highlighted and resumed), and how the
// control moves between sentences as the visitor plays, pauses, skips and the voice finishes.

export interface Sentence {
  /** Which block (paragraph or list item) of the transcript holds it. */
  block: number;
  /** Character offsets in that block's text, end exclusive. */
  start: number;
  end: number;
  text: string;
}

// Words whose full stop does not end a sentence.
const ABBREVIATIONS = new Set(['mr', 'mrs', 'ms', 'dr', 'jr', 'sr', 'vs', 'etc', 'e.g', 'i.e', 'u.s']);

function endsWithAbbreviation(text: string): boolean {
  const word = /([A-Za-z.]+)\.$/.exec(text)?.[1]?.toLowerCase();
  return !!word && ABBREVIATIONS.has(word);
}

/**
 * Sentences of one block of text with their offsets. A sentence ends at `.`, `!` or `?` (and any
 * closing quotes or brackets) followed by a space, unless the word is an abbreviation ("Dr.",
 * "e.g."). "Part A." does end one; decimals ("1.5") never split, as no space follows the point.
 */
export function splitSentences(text: string, block = 0): Sentence[] {
  const sentences: Sentence[] = [];
  const boundary = /[.!?]+["'”’)\]]*(?=\s+|$)/g;
  let start = 0;
  for (let match = boundary.exec(text); match; match = boundary.exec(text)) {
    const end = match.index + match[0].length;
    if (match[0].startsWith('.') && endsWithAbbreviation(text.slice(start, match.index + 1))) continue;
    push(text, start, end, block, sentences);
    start = end;
  }
  push(text, start, text.length, block, sentences);
  return sentences;
}

function push(text: string, from: number, to: number, block: number, out: Sentence[]): void {
  const raw = text.slice(from, to);
  const lead = raw.length - raw.trimStart().length;
  const trimmed = raw.trim();
  if (!/[\p{L}\p{N}]/u.test(trimmed)) return;
  out.push({ block, start: from + lead, end: from + lead + trimmed.length, text: trimmed });
}

/** Every sentence of a transcript, block by block, in reading order. */
export function readingPlan(blocks: string[]): Sentence[] {
  return blocks.flatMap((text, index) => splitSentences(text, index));
}

/** Rough time to hear the rest at a speed, at about 155 spoken words a minute at 1x. */
export function minutesLeft(sentences: Sentence[], from: number, rate: number): number {
  const words = sentences.slice(from).reduce((sum, s) => sum + s.text.split(/\s+/).length, 0);
  return Math.max(1, Math.round(words / (155 * rate)));
}

export type ListenStatus = 'stopped' | 'playing' | 'paused' | 'finished';

export interface ListenState {
  status: ListenStatus;
  /** The current sentence: highlighted while playing or paused. */
  index: number;
  count: number;
  rate: number;
  /** A plain message when the device could not speak. */
  problem?: string;
}

export type ListenAction =
  | { type: 'load'; count: number }
  | { type: 'play' }
  | { type: 'pause' }
  | { type: 'stop' }
  | { type: 'next' }
  | { type: 'previous' }
  | { type: 'spoken' }
  | { type: 'rate'; rate: number }
  | { type: 'failed'; problem: string };

export const RATES = [0.75, 1, 1.25, 1.5, 2] as const;

export function initialListenState(count: number): ListenState {
  return { status: 'stopped', index: 0, count, rate: 1 };
}

/** What each button and each finished utterance does to the control's state. */
export function listenReducer(state: ListenState, action: ListenAction): ListenState {
  const last = state.count - 1;
  switch (action.type) {
    case 'load':
      return { ...initialListenState(action.count), rate: state.rate };
    case 'play':
      if (state.count === 0) return state;
      return {
        ...state,
        status: 'playing',
        index: state.status === 'finished' ? 0 : state.index,
        problem: undefined,
      };
    case 'pause':
      return state.status === 'playing' ? { ...state, status: 'paused' } : state;
    case 'stop':
      return { ...state, status: 'stopped', index: 0 };
    case 'next':
      if (state.index >= last) return state;
      return { ...state, index: state.index + 1, status: keepGoing(state.status) };
    case 'previous':
      if (state.index <= 0) return state;
      return { ...state, index: state.index - 1, status: keepGoing(state.status) };
    case 'spoken':
      if (state.status !== 'playing') return state;
      return state.index >= last ? { ...state, status: 'finished' } : { ...state, index: state.index + 1 };
    case 'rate':
      return { ...state, rate: action.rate };
    case 'failed':
      return { ...state, status: 'paused', problem: action.problem };
  }
}

// Skipping while stopped or finished shows the sentence, paused, so the reader sees where they are.
function keepGoing(status: ListenStatus): ListenStatus {
  return status === 'playing' ? 'playing' : 'paused';
}
