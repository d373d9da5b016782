// A public question's page is rendered on the server (src/server/routes/question-page.ts) with the
// question as page data: primed here for that render, and embedded in the HTML as a JSON data block
// (not executable, so the CSP allows it) that the browser reads to hydrate the same markup.
import type { QuestionDetail } from '../../../shared/questions-schemas';

export const PAGE_QUESTION_ELEMENT_ID = '__question';

const primed = new Map<string, QuestionDetail>();

/** Server render: the question the page shows. Re-primed on every request, so it is never stale there. */
export function primePageQuestion(question: QuestionDetail): void {
  primed.set(question.id, question);
}

/** The JSON data block the server writes after the page; `<` escaped so no text can end the block. */
export function pageQuestionBlock(question: QuestionDetail): string {
  const json = JSON.stringify(question).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${PAGE_QUESTION_ELEMENT_ID}">${json}</script>`;
}

/** The question rendered into this page for `id`, if the page came with one. */
export function pageQuestion(id: string): QuestionDetail | undefined {
  const known = primed.get(id);
  if (known || typeof document === 'undefined') return known;
  const text = document.getElementById(PAGE_QUESTION_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    const embedded = JSON.parse(text) as QuestionDetail;
    return embedded.id === id ? embedded : undefined;
  } catch (error) {
    console.warn('[question] the embedded page data could not be read', error);
    return undefined;
  }
}
