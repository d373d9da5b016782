// The question queue's filter and page, and a counter bumped after each change to a question: kept
// in atoms so opening a question (a new route) and coming back finds the queue as it was left.
import { atom } from 'jotai';
import { FIRST_QUEUE } from '../../../shared/console-loads';
import type { QuestionStatus } from '../../../shared/questions-schemas';

export const queueFilterAtom = atom<{ status: QuestionStatus | ''; page: number }>(FIRST_QUEUE);
export const queueVersionAtom = atom(0);
