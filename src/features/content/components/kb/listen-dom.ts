// Where the Listen control meets the page: the transcript's blocks of text, and the sentence being
// read marked with the CSS Custom Highlight API (no change to the transcript's own markup, so React
// still owns it), or, where that API is missing, a class on the paragraph that holds it.
import type { Sentence } from './listen-model';

export const HIGHLIGHT_NAME = 'listen-sentence';
const BLOCK_CLASS = 'listen-block--current';

/** The paragraphs and list items a transcript is read from, in reading order. */
export function transcriptBlocks(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>('p, li')].filter(
    (element) => !element.querySelector('p, li'),
  );
}

/** A DOM range over characters [start, end) of an element's text, across its inline children. */
function rangeOf(element: HTMLElement, start: number, end: number): Range | null {
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  let seen = 0;
  let started = false;
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const length = node.textContent?.length ?? 0;
    if (!started && start <= seen + length) {
      range.setStart(node, start - seen);
      started = true;
    }
    if (started && end <= seen + length) {
      range.setEnd(node, end - seen);
      return range;
    }
    seen += length;
  }
  return null;
}

function clearMarks(container: HTMLElement): void {
  if (typeof CSS !== 'undefined' && 'highlights' in CSS) CSS.highlights.delete(HIGHLIGHT_NAME);
  container.querySelectorAll(`.${BLOCK_CLASS}`).forEach((el) => el.classList.remove(BLOCK_CLASS));
}

/** Marks the sentence (or clears the mark when there is none) and brings it into view if asked. */
export function markSentence(
  container: HTMLElement,
  blocks: HTMLElement[],
  sentence: Sentence | undefined,
  reveal: boolean,
): void {
  clearMarks(container);
  const block = sentence && blocks[sentence.block];
  if (!sentence || !block) return;
  const range = rangeOf(block, sentence.start, sentence.end);
  if (range && typeof Highlight !== 'undefined' && 'highlights' in CSS) {
    CSS.highlights.set(HIGHLIGHT_NAME, new Highlight(range));
  } else {
    block.classList.add(BLOCK_CLASS);
  }
  if (reveal) {
    const box = (range ?? block).getBoundingClientRect();
    if (box.top < 0 || box.bottom > window.innerHeight) {
      const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      block.scrollIntoView({ block: 'center', behavior: reduce ? 'auto' : 'smooth' });
    }
  }
}

/** An English voice that lives on the device (so reading works offline), else any English one. */
export function pickVoice(synth: SpeechSynthesis): SpeechSynthesisVoice | undefined {
  const english = synth.getVoices().filter((voice) => voice.lang.toLowerCase().startsWith('en'));
  return (
    english.find((voice) => voice.localService && voice.default) ??
    english.find((voice) => voice.localService) ??
    english[0]
  );
}
