import { describe, expect, it } from 'vitest';
import { DRAFT_MAX_AGE_MS, draftOnOpen } from './use-device-draft';

const now = Date.parse('2026-03-20T10:00:00Z');
const day = 24 * 60 * 60 * 1000;
const at = (msAgo: number) => new Date(now - msAgo).toISOString();

describe('a draft found when a form opens', () => {
  it("another member's draft is never shown, to a visitor or to the next member", () => {
    const draft = { ownerId: 'member-a', updatedAt: at(60_000) };
    expect(draftOnOpen(draft, 'member-b', true, now)).toBe('drop');
    expect(draftOnOpen(draft, null, true, now)).toBe('drop');
    expect(draftOnOpen(draft, 'member-a', true, now)).toBe('keep');
  });

  it("a visitor's answers are offered (continue or start over), to a visitor or a member", () => {
    const draft = { ownerId: null, startedAt: at(8 * day), updatedAt: at(8 * day) };
    expect(draftOnOpen(draft, null, true, now)).toBe('offer');
    expect(draftOnOpen(draft, 'member-b', true, now)).toBe('offer');
    // Nothing typed yet: nothing to say.
    expect(draftOnOpen(draft, null, false, now)).toBe('keep');
  });

  it('a draft untouched for 30 days expires', () => {
    expect(draftOnOpen({ ownerId: null, updatedAt: at(DRAFT_MAX_AGE_MS + day) }, null, true, now)).toBe(
      'drop',
    );
    expect(draftOnOpen({ ownerId: null, updatedAt: at(DRAFT_MAX_AGE_MS - day) }, null, true, now)).toBe(
      'offer',
    );
  });
});
