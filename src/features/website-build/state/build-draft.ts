// The website wizard in progress, kept on this device (IndexedDB via lib/store.ts) as it is typed,
// so a reload or a later visit picks up at the same step. Unlike the quote drafts it holds a
// member's business and contact details behind their login, so it is member data: logout clears it.
import { atomWithIdb, MEMBER_KEY_PREFIX } from '../../../lib/store';

export type BuildValue = string | string[];
export type BuildValues = Record<string, BuildValue>;

export interface BuildDraft {
  /** 0 to 6: the wizard's steps; 7: the review. */
  step: number;
  values: BuildValues;
  /** Sent with every submission of this draft, so a retry can never store a second request. */
  idempotencyKey: string;
  updatedAt: string;
}

export const buildDraftAtom = atomWithIdb<BuildDraft | null>(`${MEMBER_KEY_PREFIX}draft:website-build`, null);

export function newBuildDraft(): BuildDraft {
  return {
    step: 0,
    values: { lines: [], pages: [] },
    idempotencyKey: crypto.randomUUID(),
    updatedAt: new Date().toISOString(),
  };
}
