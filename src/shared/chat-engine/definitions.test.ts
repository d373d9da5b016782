import { describe, expect, it } from 'vitest';
import { askedTerm } from './definitions';
import { answerFromIndex, indexPassages, type Passage } from './answer-from-index';

const passages: Passage[] = [
  {
    source: 'article',
    url: '/articles/health/deductibles-copays-coinsurance',
    title: 'Deductibles, Copays and Coinsurance',
    heading: 'Out-of-pocket maximum',
    text: 'This is the most you will pay for covered care in a plan year. Deductibles, copays and coinsurance all count toward it. A deductible, a deductible, a deductible.',
  },
  {
    source: 'glossary',
    url: '/resources/health-insurance-glossary#deductible',
    title: 'Deductible',
    heading: 'Health Insurance Glossary',
    text: 'The amount you pay for covered care each year before your plan starts to pay.',
  },
  {
    source: 'glossary',
    url: '/resources/health-insurance-glossary#out-of-pocket-maximum',
    title: 'Out-of-pocket maximum',
    heading: 'Health Insurance Glossary',
    text: 'The most you will pay for covered services in a plan year.',
  },
];

describe('a question that asks what a term means', () => {
  it('is told from other questions, its term keyed as the glossary titles are', () => {
    expect(askedTerm('whats a deductible?')).toBe('deductible');
    expect(askedTerm('What does in-network mean')).toBe('in network');
    expect(askedTerm('what is an out of pocket maximum')).toBe('out of pocket maximum');
    expect(askedTerm('what is my deductible if i go to the er')).toBe('my deductible if i go to the er');
    expect(askedTerm('how much is the deductible')).toBeUndefined();
  });

  it("leads with the glossary's entry for that term, not the passage that says the word most", () => {
    const index = indexPassages(passages);
    expect(answerFromIndex(index, 'what is a deductible').text).toMatch(
      /^Deductible: The amount you pay for covered care each year/,
    );
    expect(answerFromIndex(index, 'what is an out of pocket maximum').citations[0]?.url).toBe(
      '/resources/health-insurance-glossary#out-of-pocket-maximum',
    );
    // A question about a term, not its meaning, is ranked as before.
    expect(answerFromIndex(index, 'do copays count toward the out of pocket maximum').citations[0]?.url).toBe(
      '/articles/health/deductibles-copays-coinsurance',
    );
  });
});
