// A question's thread: the agents' answers and the author's follow-ups in the order they were
// written, as the member's page and the agent console both show it.
import type { Answer, FollowUp, QuestionDetail } from './questions-schemas';

export type ThreadEntry = ({ kind: 'answer' } & Answer) | ({ kind: 'follow-up' } & FollowUp);

export function questionThread(question: Pick<QuestionDetail, 'answers' | 'followUps'>): ThreadEntry[] {
  const entries: ThreadEntry[] = [
    ...question.answers.map((answer) => ({ kind: 'answer' as const, ...answer })),
    ...(question.followUps ?? []).map((followUp) => ({ kind: 'follow-up' as const, ...followUp })),
  ];
  // ISO times in UTC sort as text; a stable sort keeps an answer before a follow-up of the same instant.
  return entries.sort((a, b) => (a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : 0));
}
