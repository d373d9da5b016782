import { describe, expect, it } from 'vitest';
import { matchAt } from './query';

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
