import { describe, expect, it } from 'vitest';
import { isStopWord, standaloneWords, stem } from './search-index';

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

describe("the site's subject words", () => {
  it('leave out the commonest words inside a compound of a title, and keep the rest', () => {
    expect(standaloneWords('Long-Term Care Insurance').split(/\s+/)).toEqual(['Term', 'Care', 'Insurance']);
    expect(standaloneWords('Split-Dollar Life Insurance')).toBe('Split Dollar Life Insurance');
  });
});
