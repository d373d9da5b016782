// Scores the assistant on an evaluation set (README.md here): every question goes through the real
// intent and retrieval path and the built-in engine, and is judged by what the member would see.
import { pagePath, type FoundPassage } from '../../../shared/chat-engine/found-passage';
import { conversationRetry, retrievalQuery } from '../../../shared/chat-engine/follow-up';
import type { Turn } from '../../../shared/chat-engine/turn';
import type { AppDb } from '../../db/client';
import { runEngine } from '../engine';
import { searchPassages } from '../retrieve';
import type { Answer, EvalEntry } from './entry';
import { emptyQuality, missingFacts, tally, type Quality } from './quality';

export type { Answer, EvalEntry };

export type Search = (db: AppDb, message: string, ownWords?: string) => Promise<FoundPassage[]>;

const defaultSearch: Search = (db, message, ownWords) => searchPassages(db, message, undefined, ownWords);

/** The built-in engine's whole reply to one question, after `history` in the same conversation. */
export async function answer(
  db: AppDb,
  question: string,
  search: Search = defaultSearch,
  history: Turn[] = [],
): Promise<Answer> {
  const alone = retrievalQuery(question, history);
  const first = await search(db, alone, question);
  // As the chat does (rankInConversation): a message that points back is searched again with it.
  const again = conversationRetry(question, history, first);
  const topic = again ?? alone;
  const passages = again ? await search(db, again, question) : first;
  const engine = runEngine({
    message: question,
    topic,
    history,
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
  /** Informational replies that cite the right page but miss a key fact, or cite a wrong page too. */
  weak: string[];
  quality: Quality;
  /** Mean time to answer one question (retrieval and the built-in engine), in milliseconds. */
  msPerQuestion: number;
}

/** One reply to a question after `history`: the server's path (answer) or a device's (answerFromIndex). */
export type Ask = (question: string, history: Turn[]) => Promise<Answer>;

export const score = (db: AppDb, entries: EvalEntry[], search?: Search): Promise<Score> =>
  scoreWith(entries, (question, history) => answer(db, question, search, history));

/** Scores `entries` on the replies `ask` gives, judged as the member would read them. */
export async function scoreWith(entries: EvalEntry[], ask: Ask): Promise<Score> {
  const result: Score = {
    right: 0,
    total: entries.length,
    byKind: {},
    misses: [],
    weak: [],
    quality: emptyQuality(),
    msPerQuestion: 0,
  };
  const started = performance.now();
  for (const entry of entries) {
    // A follow-up is asked after its previous question, whose own reply is part of the history.
    const history: Turn[] = [];
    if (entry.previous !== undefined) {
      const first = await ask(entry.previous, []);
      history.push({ role: 'user', text: entry.previous }, { role: 'assistant', text: first.text });
    }
    const reply = await ask(entry.question, history);
    const ok = judge(entry, reply);
    tally(result.quality, entry, reply, ok);
    if (ok && entry.kind === 'info') {
      const missing = missingFacts(entry, reply);
      const cited = reply.citations.map((c) => pagePath(c.url));
      const stray = cited.filter((url) => !(entry.expect as string[]).includes(url));
      if (missing.length || stray.length)
        result.weak.push(
          `${entry.id} ${entry.question}\n    missing [${missing.join('; ')}] stray [${stray.join(', ')}]\n    ${reply.text.slice(0, 400).replace(/\n+/g, ' | ')}`,
        );
    }
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
