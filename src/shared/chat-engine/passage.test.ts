import { describe, expect, it } from 'vitest';
import { sentences } from './passage';

describe('passages', () => {
  it('splits sentences at a stop and a space, keeping prices and 401(k) whole', () => {
    expect(sentences('Part B costs $202.90 a month. Roll a 401(k). Then rest')).toEqual([
      'Part B costs $202.90 a month.',
      'Roll a 401(k).',
      'Then rest.',
    ]);
  });
});
