// Scores the assistant on an evaluation set (README.md here): every question goes through the real
// intent and retrieval path and the built-in engine, and is judged by what the member would see.
import type { Citation, Suggestion } from '../../../shared/chat-schemas';
import type { AppDb } from '../../db/client';
import { runEngine } from '../engine';
import { pagePath, searchPassages, type FoundPassage } from '../retrieve';

export interface EvalEntry {
  id: string;
  question: string;
  lang: 'en' | 'es';
  kind: 'info' | 'quote' | 'agent' | 'none';
  expect: string[] | { intent: 'quote'; line: string } | { intent: 'agent' } | { none: true };
}

export interface Answer {
  text: string;
  citations: Citation[];
  suggestions: Suggestion[];
}

export type Search = (db: AppDb, message: string) => Promise<FoundPassage[]>;

/** The built-in engine's whole reply to one question. */
export async function answer(db: AppDb, question: string, search: Search = searchPassages): Promise<Answer> {
  const passages = await search(db, question);
  const engine = runEngine({
    message: question,
    history: [],
    passages,
    llm: undefined,
    signal: new AbortController().signal,
  });
  let text = '';
  for (;;) {
    const next = await engine.next();
    if (next.done) return { text, citations: next.value.citations, suggestions: next.value.suggestions };
    text += next.value;
  }
}

const HANDOFF = /Talk to an agent/;

/** Whether the reply is right for the entry's kind (README.md, "Entry shape"). */
export function judge(entry: EvalEntry, reply: Answer): boolean {
  const cited = reply.citations.slice(0, 3).map((c) => pagePath(c.url));
  const urls = reply.suggestions.map((s) => s.url);
  switch (entry.kind) {
    case 'info':
      return (entry.expect as string[]).some((url) => cited.includes(url));
    case 'quote':
      // The price answer itself, not only the quote button every reply on that line carries.
      return (
        /prices come from a quote/.test(reply.text) &&
        urls.includes(`/quote?line=${(entry.expect as { line: string }).line}`)
      );
    case 'agent':
      return reply.citations.length === 0 && HANDOFF.test(reply.text) && urls.includes('/dashboard/ask');
    case 'none':
      return reply.citations.length === 0 && reply.text.length > 0;
  }
}

export interface Score {
  right: number;
  total: number;
  byKind: Record<string, [right: number, total: number]>;
  misses: string[];
  /** Mean time to answer one question (retrieval and the built-in engine), in milliseconds. */
  msPerQuestion: number;
}

export async function score(db: AppDb, entries: EvalEntry[], search?: Search): Promise<Score> {
  const result: Score = { right: 0, total: entries.length, byKind: {}, misses: [], msPerQuestion: 0 };
  const started = performance.now();
  for (const entry of entries) {
    const reply = await answer(db, entry.question, search);
    const ok = judge(entry, reply);
    const kind = (result.byKind[`${entry.kind}/${entry.lang}`] ??= [0, 0]);
    kind[1] += 1;
    if (ok) {
      result.right += 1;
      kind[0] += 1;
    } else {
      const got = reply.citations.length
        ? reply.citations.map((c) => pagePath(c.url)).join(', ')
        : reply.text.slice(0, 70);
      result.misses.push(`${entry.id} [${entry.kind}] ${entry.question} -> got ${got}`);
    }
  }
  result.msPerQuestion = (performance.now() - started) / Math.max(1, entries.length);
  return result;
}

export const percent = (s: Score) => `${s.right}/${s.total} = ${((s.right / s.total) * 100).toFixed(1)} %`;
export const timing = (s: Score) => `${s.msPerQuestion.toFixed(1)} ms a question`;
export const kinds = (s: Score) =>
  Object.entries(s.byKind)
    .map(([k, [r, t]]) => `${k} ${r}/${t}`)
    .join(', ');
