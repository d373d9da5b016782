import { describe, expect, it } from 'vitest';
import { groupHeld, matchAt, type QueryGroup } from './query';

describe('phrases in a member story', () => {
  it('match with or without a possessive inside, and say how many words they cover', () => {
    expect(matchAt(['take', 'money', 'out'], 0, ['take', 'money', 'out'])).toBe(3);
    expect(matchAt(['forgot', 'take', 'his', 'money', 'out'], 1, ['take', 'money', 'out'])).toBe(4);
    expect(matchAt(['lost', 'her', 'job'], 0, ['lost', 'my', 'job'])).toBe(3);
  });

  it('match any form of an everyday word when asked to', () => {
    expect(matchAt(['cheaper', 'pill'], 1, ['pills'], true)).toBe(1);
    expect(matchAt(['cheaper', 'pill'], 1, ['pills'])).toBe(0);
  });

  it('do not match other words in between', () => {
    expect(matchAt(['take', 'some', 'money', 'out'], 0, ['take', 'money', 'out'])).toBe(0);
    expect(matchAt(['money', 'out'], 0, ['take', 'money', 'out'])).toBe(0);
  });
});

describe('a group of ways of saying one thing', () => {
  const deductible: QueryGroup = {
    terms: ['deductible', 'out', 'pocket'],
    weight: 1,
    phrases: [['deductible'], ['out', 'pocket']],
  };
  const holds = (words: string) => groupHeld(deductible, (t) => words.split(' ').includes(t));

  it('is held by a text that says one of them whole', () => {
    expect(holds('the part b deductible is')).toBe(true);
    expect(holds('your out of pocket cost')).toBe(true);
  });

  it('is not held by one word of a longer way of saying it', () => {
    expect(holds('it is taken out of your payment')).toBe(false);
  });
});
