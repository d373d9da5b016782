// An evaluation entry and the reply it is judged on (README.md here, "Entry shape").
import type { Citation, Suggestion } from '../../../shared/chat-schemas';

export interface EvalEntry {
  id: string;
  question: string;
  lang: 'en' | 'es';
  kind: 'info' | 'quote' | 'agent' | 'none';
  expect: string[] | { intent: 'quote'; line: string } | { intent: 'agent' } | { none: true };
  /** Key facts any correct answer states, each as the first right page words it (info only). */
  facts?: string[];
  /** For a follow-up: the member's previous question in the same conversation. */
  previous?: string;
}

export interface Answer {
  text: string;
  citations: Citation[];
  suggestions: Suggestion[];
}
