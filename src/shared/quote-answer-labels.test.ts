import { describe, expect, it } from 'vitest';
import { describeAnswer } from './quote-answer-labels';
import { answersSchemas } from './quote-schemas';

describe("a lead's answers as the agent reads them", () => {
  it('every answer any line asks has a short name of its own, not its field key', () => {
    for (const schema of Object.values(answersSchemas)) {
      for (const name of Object.keys(schema.shape)) {
        const { label } = describeAnswer(name, 1);
        expect(label, name).not.toBe(name);
        expect(label, name).toMatch(/^[A-Z]/);
      }
    }
  });

  it("a choice reads in the form's words, a list joins them, an amount is in dollars", () => {
    expect(describeAnswer('currentCover', 'insured')).toEqual({
      label: 'Insured now',
      text: 'Yes, I have auto insurance now',
    });
    expect(describeAnswer('rebuildEstimate', 350000)).toEqual({
      label: 'Rebuild estimate',
      text: '$350,000',
    });
    expect(describeAnswer('vehicles', 2).text).toBe('2');
    expect(describeAnswer('medicareInterest', ['advantage', 'supplement']).text).toBe(
      'Medicare Advantage (Part C), Medicare Supplement (Medigap)',
    );
  });
});
