import { describe, expect, it } from 'vitest';
import { storedDraftHasAnswers } from './draft-answers';

describe('what a page keeps on the device to offer (main.tsx starts its app at once for it)', () => {
  it('is a quote draft with an answer, or anything else a page keeps only while it holds answers', () => {
    expect(storedDraftHasAnswers(undefined)).toBe(false);
    expect(storedDraftHasAnswers(null)).toBe(false);
    expect(storedDraftHasAnswers({ step: 0, values: { service: 'auto', name: '' } })).toBe(false);
    expect(storedDraftHasAnswers({ step: 0, values: { name: 'Ada' } })).toBe(true);
    expect(storedDraftHasAnswers({ step: 2, values: {} })).toBe(true);
    expect(storedDraftHasAnswers({ step: 0, values: null })).toBe(false);
    // The calculator's changed answers (kept only while they differ from its example values).
    expect(storedDraftHasAnswers({ retirementAge: '70' })).toBe(true);
  });
});
