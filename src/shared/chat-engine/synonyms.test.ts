import { describe, expect, it } from 'vitest';
import { expandQuery, queryGroups } from './synonyms';

describe('query expansion', () => {
  it('turns a known word into an OR group of its synonyms, phrases word after word', () => {
    expect(queryGroups('Is medigap worth it?')).toContainEqual(
      '(medigap | (medicare <-> supplement) | (supplement <-> plan))',
    );
    expect(queryGroups('When is my RMD due?')[0]).toContain('(required <-> minimum <-> distribution)');
    expect(queryGroups('What is PIP?')[0]).toContain('(personal <-> injury <-> protection)');
  });

  it('recognises a phrase as well as its short form, and 401(k) however it is written', () => {
    expect(queryGroups('long term care costs')[0]).toBe(queryGroups('LTC costs')[0]);
    expect(queryGroups('my 401(k)')).toEqual(queryGroups('my 401k'));
    expect(queryGroups('car')).toEqual(queryGroups('auto'));
  });

  it('lets only words and operators through, whatever the member types', () => {
    const query = expandQuery("renters'); DROP TABLE users; -- & ! <-> :* umbrella") ?? '';
    expect(query).toMatch(/^[a-z0-9 |()<>-]+$/);
    expect(query).not.toMatch(/[;&!:*']/);
    expect(query).toContain('umbrella');
  });

  it('leaves nothing for a message of filler words', () => {
    expect(expandQuery('Hi, can you help me please?')).toBeUndefined();
  });
});
