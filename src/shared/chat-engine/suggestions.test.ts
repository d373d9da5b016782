import { describe, expect, it } from 'vitest';
import { nextSteps } from './suggestions';

const labels = (message: string, url = '/services/retirement/long-term-care') =>
  nextSteps(message, [{ url }]).map((step) => step.label);

describe('the next steps under a reply', () => {
  it('offer no quote form for care in old age, which no form sells', () => {
    expect(labels('my dad needs a nursing home, what do we do')).toEqual(['Talk to an agent']);
    expect(labels('is long term care insurance worth it')).toEqual(['Talk to an agent']);
    expect(labels('does medicare pay for a nursing home')).toEqual(['Talk to an agent']);
  });

  it('offer the line of other questions', () => {
    expect(labels('is my home covered for a burst pipe', '/services/home')).toEqual([
      'Get a home insurance quote',
      'Talk to an agent',
    ]);
  });
});
