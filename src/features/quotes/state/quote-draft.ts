// A quote in progress, kept on this device (IndexedDB via lib/store.ts) so a reload or a later
// visit picks up where the person stopped. A draft typed while logged in names its member
// (`ownerId`) and leaves with their logout; a visitor's stays, offered again for 30 days.
import type { OwnedDraft } from '../../../components/form';
import { atomWithIdb, type PersistedAtom } from '../../../lib/store';
import { CURRENT_CONSENT_VERSION } from '../../../shared/quote-consent';
import { QUOTE_DRAFT_KEY_PREFIX, quoteLines, type QuoteLine } from '../../../shared/quote-options';

export type DraftValue = string | string[] | boolean;
export type DraftValues = Record<string, DraftValue>;

export interface QuoteDraft extends OwnedDraft {
  line: QuoteLine;
  step: number;
  values: DraftValues;
  /** Sent with every submission of this draft, so a retry can never store a second lead. */
  idempotencyKey: string;
  updatedAt: string;
}

export const DRAFT_KEY_PREFIX = QUOTE_DRAFT_KEY_PREFIX;

/** One draft per line: starting a home quote does not throw away a half-done auto quote. */
export const draftAtoms = Object.fromEntries(
  quoteLines.map((line) => [line, atomWithIdb<QuoteDraft | null>(`${DRAFT_KEY_PREFIX}${line}`, null)]),
) as Record<QuoteLine, PersistedAtom<QuoteDraft | null>>;

export { quoteDraftHasAnswers } from './draft-answers';

export function newDraft(line: QuoteLine, service: string | undefined): QuoteDraft {
  return {
    line,
    step: 0,
    values: { service: service ?? '', consent: false, consentVersion: CURRENT_CONSENT_VERSION, website: '' },
    idempotencyKey: crypto.randomUUID(),
    updatedAt: new Date().toISOString(),
  };
}
