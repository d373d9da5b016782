// The question being written, kept on this device (IndexedDB via lib/store.ts) as it is typed, so
// a reload, a lost signal or a later visit keeps it. It names the member who typed it (`ownerId`),
// so their logout deletes it and the next member on the device never sees it.
import type { OwnedDraft } from '../../../components/form';
import { atomWithIdb } from '../../../lib/store';

export interface AskDraft extends OwnedDraft {
  title: string;
  body: string;
  topic: string;
  /** Email me when an agent answers; drafts from before the checkbox have none and mean yes. */
  notifyByEmail?: boolean;
  /** Sent with every attempt to send this draft, so a retry or the outbox stores one question. */
  idempotencyKey: string;
}

export const askDraftAtom = atomWithIdb<AskDraft | null>('draft:question', null);

export const newAskDraft = (): AskDraft => ({
  title: '',
  body: '',
  topic: '',
  notifyByEmail: true,
  idempotencyKey: crypto.randomUUID(),
});

/** Something typed: worth saying so when the form opens on it later. */
export const askDraftHasAnswers = (draft: AskDraft): boolean =>
  draft.title.trim() !== '' || draft.body.trim() !== '';
