import { describe, expect, it } from 'vitest';
import { isStopWord, stem } from './search-index';

describe('stop words', () => {
  it('drops the other forms of a stop word and the pronouns of a member story', () => {
    for (const word of ['wants', 'gets', 'needs', 'his', 'her', 'she', 'our', 'myself']) {
      expect(isStopWord(word), word).toBe(true);
    }
  });

  it('keeps the words of a subject', () => {
    for (const word of ['medicare', 'premiums', 'beneficiary', 'husband']) {
      expect(isStopWord(word), word).toBe(false);
    }
  });
});

describe('the stemmer', () => {
  it('meets a plural or a verb in -s with its base word, -ys included', () => {
    expect(stem('pays')).toBe('pay');
    expect(stem('premiums')).toBe('premium');
    expect(stem('bus')).toBe('bus');
    expect(stem('class')).toBe('class');
  });
});
