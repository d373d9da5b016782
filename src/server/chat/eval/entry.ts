// An evaluation entry and the reply it is judged on (README.md here, "Entry shape").
import type { Reply } from '../../../shared/chat-engine/built-in-reply';

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

/** The built-in engine's whole reply, as the member reads it once it has streamed. */
export type Answer = Reply;
