// The website-build queue's filter and page, and a counter bumped after each change: kept in atoms
// so opening a request (a new route) and coming back finds the queue as it was left.
import { atom } from 'jotai';
import { FIRST_BUILDS } from '../../../shared/console-loads';
import type { BuildStatus } from '../../../shared/website-build-schemas';

export const buildFilterAtom = atom<{ status: BuildStatus | ''; page: number }>(FIRST_BUILDS);
export const buildQueueVersionAtom = atom(0);
