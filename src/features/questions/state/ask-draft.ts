// The question being written, kept on this device (IndexedDB via lib/store.ts) as it is typed, so
// a reload, a lost signal or a later visit keeps it. Drafts are not member data: 'draft:' keys stay.
import { atomWithIdb } from '../../../lib/store';

export interface AskDraft {
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
