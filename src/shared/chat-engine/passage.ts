// A passage of the chat's index: one unit of the site's text (a section's few sentences, a FAQ
// entry, a glossary term), as the build cuts them (src/server/chat/passages.ts) and the answer
// quotes them, sentence by sentence.

export type PassageSource = 'guide' | 'glossary' | 'article' | 'service' | 'page' | 'question';

export interface Passage {
  source: PassageSource;
  url: string;
  title: string;
  heading: string;
  text: string;
}

/** Sentences (and list items, which often end without a full stop). */
export function sentences(text: string): string[] {
  return (
    text
      .split('\n')
      // A stop followed by a space ends a sentence; "$202.90" and "401(k)." stay whole.
      .flatMap((line) => line.split(/(?<=[.!?]["')\]]*)\s+/))
      .map((s) => s.trim())
      .filter((s) => s.length > 1)
      .map((s) => (/[.!?:]["')\]]*$/.test(s) ? s : `${s}.`))
  );
}
