import { describe, expect, it } from 'vitest';
import {
  buildChatIndex,
  isStopWord,
  questionTerms,
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

describe("members' questions (they grow the index without end)", () => {
  const passage = (
    id: number,
    text: string,
    source: IndexedPassage['source'] = 'question',
  ): IndexedPassage => ({
    id,
    source,
    url: source === 'question' ? `/questions/${id}` : `/services/home/${id}`,
    title: source === 'question' ? `Question ${id}` : 'Homeowners insurance',
    heading: '',
    text,
  });
  const questions = (n: number) =>
    Array.from({ length: n }, (_, i) =>
      passage(
        i + 1,
        i % 500 === 0 ? 'Our home insurance and a burst pipe' : 'Our home insurance and the roof',
      ),
    );
  const terms = new Map([
    ['home', 1],
    ['insurance', 1],
    ['pipe', 1],
  ]);

  it('are found by the words few of them hold, not by the ones thousands share', () => {
    const index = buildChatIndex(questions(6000));
    expect([...questionTerms(index, terms).keys()]).toEqual(['pipe']);
    const hits = searchIndex(index, terms, 20, { scope: 'questions' });
    expect(hits.length).toBe(12);
    expect(hits.every((hit) => hit.passage.text.includes('pipe'))).toBe(true);
  });

  it('are found by every word while the words are few, and never by a word none of them holds', () => {
    const index = buildChatIndex(questions(600));
    expect([...questionTerms(index, new Map([...terms, ['flood', 1]])).keys()]).toEqual([
      'home',
      'insurance',
      'pipe',
    ]);
  });

  it("are kept apart from the site's passages: each search looks at its own", () => {
    const index = buildChatIndex([
      ...questions(600),
      passage(9001, 'A burst pipe and the water it lets in', 'service'),
    ]);
    const site = searchIndex(index, terms, 50);
    expect(site.map((hit) => hit.passage.id)).toEqual([9001]);
    const asked = searchIndex(index, terms, 50, { scope: 'questions' });
    expect(asked.length).toBe(50);
    expect(asked.every((hit) => hit.passage.source === 'question')).toBe(true);
  });
});
