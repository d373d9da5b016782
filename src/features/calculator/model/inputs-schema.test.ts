import { describe, expect, it } from 'vitest';
import { DEFAULT_INPUTS, DEFAULT_RAW_INPUTS, getInputsSchema, mergeRaw, parseInputs } from './inputs-schema';

describe('calculator inputs', () => {
  it('accepts the defaults, and the shortcut for them says what the schema says', () => {
    expect(parseInputs(DEFAULT_RAW_INPUTS)).toEqual({ ok: true, inputs: DEFAULT_INPUTS });
    expect(getInputsSchema().parse(DEFAULT_RAW_INPUTS)).toEqual(DEFAULT_INPUTS);
    // The same values typed another way go through the schema and agree.
    expect(parseInputs({ ...DEFAULT_RAW_INPUTS, currentSavings: '$150,000' })).toEqual({
      ok: true,
      inputs: DEFAULT_INPUTS,
    });
  });

  it('reads dollar signs, commas, spaces and percent signs as the number typed', () => {
    const parsed = parseInputs({ ...DEFAULT_RAW_INPUTS, currentSavings: '$150,000', inflation: ' 3 % ' });
    expect(parsed.ok && parsed.inputs.currentSavings).toBe(150_000);
    expect(parsed.ok && parsed.inputs.inflation).toBe(3);
  });

  it('asks for a value when a field is empty, and for a number when it is not one', () => {
    const parsed = parseInputs({ ...DEFAULT_RAW_INPUTS, currentAge: '', currentSavings: 'lots' });
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.errors.currentAge).toBe('Enter your age.');
    expect(parsed.errors.currentSavings).toMatch(/as a number/);
  });

  it('explains a retirement age below the current age instead of computing NaN', () => {
    const parsed = parseInputs({ ...DEFAULT_RAW_INPUTS, currentAge: '70', retirementAge: '65' });
    expect(parsed).toEqual({
      ok: false,
      errors: {
        retirementAge:
          "Retirement age can't be below your current age (70). If you have already retired, enter your current age.",
      },
    });
  });

  it('accepts a retirement age equal to the current age: already retired', () => {
    expect(parseInputs({ ...DEFAULT_RAW_INPUTS, currentAge: '67', retirementAge: '67' }).ok).toBe(true);
  });

  it('explains a planning age that is not above the retirement age', () => {
    const parsed = parseInputs({ ...DEFAULT_RAW_INPUTS, retirementAge: '67', lifeExpectancy: '60' });
    expect(!parsed.ok && parsed.errors.lifeExpectancy).toBe(
      'The age to plan up to must be above your retirement age (67).',
    );
  });

  it('refuses a percentage of income above 100', () => {
    const parsed = parseInputs({ ...DEFAULT_RAW_INPUTS, contributionType: 'percent', contribution: '150' });
    expect(!parsed.ok && parsed.errors.contribution).toMatch(/100% or less/);
  });

  it('takes only known fields, as strings, from a URL or the device', () => {
    const merged = mergeRaw({ currentAge: '58', evil: 'x', retirementAge: 66 });
    expect(merged.currentAge).toBe('58');
    expect(merged.retirementAge).toBe(DEFAULT_RAW_INPUTS.retirementAge);
    expect('evil' in merged).toBe(false);
  });
});
