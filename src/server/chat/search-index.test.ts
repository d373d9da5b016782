import { describe, expect, it } from 'vitest';
import {
  buildIndex,
  isStopWord,
  scoredTerms,
  searchIndex,
  standaloneWords,
  stem,
  type IndexedPassage,
} from './search-index';

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

describe("a large index (members' answered questions grow it)", () => {
  const passage = (id: number, text: string): IndexedPassage => ({
    id,
    source: 'question',
    url: `/questions/${id}`,
    title: `Question ${id}`,
    heading: '',
    text,
  });
  const many = (n: number) =>
    Array.from({ length: n }, (_, i) =>
      passage(
        i + 1,
        i % 500 === 0 ? 'Our home insurance and a burst pipe' : 'Our home insurance and the roof',
      ),
    );

  it('leaves out of the scoring the words most passages hold, and still finds the rare one', () => {
    const index = buildIndex(many(6000));
    const terms = new Map([
      ['home', 1],
      ['insurance', 1],
      ['pipe', 1],
    ]);
    expect([...scoredTerms(index, terms).keys()]).toEqual(['pipe']);
    const hits = searchIndex(index, terms, 20);
    expect(hits.length).toBe(12);
    expect(hits.every((hit) => hit.passage.text.includes('pipe'))).toBe(true);
  });

  it('keeps the rarest word when every word is common, and every word in a small index', () => {
    const large = buildIndex(many(6000));
    expect([
      ...scoredTerms(
        large,
        new Map([
          ['home', 1],
          ['roof', 1],
        ]),
      ).keys(),
    ]).toEqual(['roof']);
    const small = buildIndex(many(600));
    expect(
      scoredTerms(
        small,
        new Map([
          ['home', 1],
          ['pipe', 1],
        ]),
      ).size,
    ).toBe(2);
  });
});
