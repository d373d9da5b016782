import { describe, expect, it } from 'vitest';
import { answersSchemas, createQuoteSchema } from '../../../shared/quote-schemas';
import { quoteLines } from '../../../shared/quote-options';
import { newDraft } from './quote-draft';
import { answerFieldsOf, stepOfField, stepsFor } from './quote-steps';
import { toRequestBody, validateStep } from './quote-validation';

describe('quote steps', () => {
  it('asks every answer of each line exactly once, risk questions before contact details', () => {
    for (const line of quoteLines) {
      expect([...answerFieldsOf(line)].sort()).toEqual(Object.keys(answersSchemas[line].shape).sort());
      const steps = stepsFor(line);
      expect(steps.map((s) => s.id)).toEqual(['cover', 'details', 'contact', 'review']);
      expect(stepOfField(steps, 'email')).toBe(2);
      expect(stepOfField(steps, 'consent')).toBe(3);
    }
  });

  it('validates one step with its own piece of the shared schema', () => {
    const [cover] = stepsFor('auto');
    expect(Object.keys(validateStep(cover!, { vehicles: '', drivers: '2', service: '' }))).toEqual([
      'vehicles',
    ]);
    expect(
      validateStep(cover!, { vehicles: '1', drivers: '2', service: 'personal-auto', zip: 'ignored here' }),
    ).toEqual({});
  });

  it('builds a request body the server schema accepts from the form values', () => {
    const draft = newDraft('retirement', 'annuity');
    const values = {
      ...draft.values,
      age: '63',
      goal: 'income-now',
      savingsBand: '250k-500k',
      interest: ['annuity'],
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      phone: '2075550111',
      contactTime: 'any',
      consent: true,
    };
    const parsed = createQuoteSchema.safeParse(toRequestBody('retirement', values));
    expect(parsed.success).toBe(true);
    expect(draft.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
  });
});
