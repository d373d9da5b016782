import { describe, expect, it } from 'vitest';
import { DEFAULT_RAW_INPUTS, parseInputs } from './inputs-schema';
import { EXAMPLE_SIMULATION, isExample } from './example-simulation';
import { simulate } from './monte-carlo';
import { mulberry32, normalSource } from './random';
import { flatInputs } from './test-inputs';

describe('seeded random numbers', () => {
  it('repeat for the same seed and stay in [0, 1)', () => {
    const a = mulberry32(42);
    const b = mulberry32(42);
    const values = Array.from({ length: 1000 }, () => a());
    expect(values).toEqual(Array.from({ length: 1000 }, () => b()));
    expect(values.every((v) => v >= 0 && v < 1)).toBe(true);
  });

  it('give normal numbers with mean near 0 and deviation near 1', () => {
    const normal = normalSource(mulberry32(7));
    const samples = Array.from({ length: 20_000 }, () => normal());
    const mean = samples.reduce((sum, v) => sum + v, 0) / samples.length;
    const variance = samples.reduce((sum, v) => sum + (v - mean) ** 2, 0) / samples.length;
    expect(Math.abs(mean)).toBeLessThan(0.03);
    expect(Math.abs(Math.sqrt(variance) - 1)).toBeLessThan(0.03);
  });
});

describe('the Monte Carlo simulation', () => {
  const inputs = flatInputs({ returnBefore: 6, returnDuring: 4, inflation: 2.5, lifeExpectancy: 92 });

  it('gives the same answer for the same inputs', () => {
    expect(simulate(inputs)).toEqual(simulate(inputs));
  });

  it('runs at least 1,000 times', () => {
    expect(simulate(inputs).runs).toBeGreaterThanOrEqual(1000);
  });

  it('says the money always lasts when nothing has to come from savings', () => {
    // Social Security 3,000 covers the whole 3,000 goal, so no withdrawal can fall short.
    expect(simulate({ ...inputs, socialSecurity: 3000 }).probability).toBe(1);
  });

  it('says the money never lasts when savings are empty and the goal is not covered', () => {
    const result = simulate({ ...inputs, currentSavings: 0, contribution: 0, socialSecurity: 0 });
    expect(result.probability).toBe(0);
  });

  it('gives a chance between 0 and 1 for an ordinary plan', () => {
    const parsed = parseInputs(DEFAULT_RAW_INPUTS);
    if (!parsed.ok) throw new Error('defaults should be valid');
    const { probability } = simulate(parsed.inputs);
    expect(probability).toBeGreaterThan(0);
    expect(probability).toBeLessThan(1);
  });
});

describe("the example values' answer, stated in the page's HTML", () => {
  it('is what the simulation answers for them', () => {
    const parsed = parseInputs(DEFAULT_RAW_INPUTS);
    if (!parsed.ok) throw new Error('the example values do not parse');
    expect(isExample(parsed.inputs)).toBe(true);
    expect(simulate(parsed.inputs)).toEqual(EXAMPLE_SIMULATION);
    expect(isExample({ ...parsed.inputs, retirementAge: 63 })).toBe(false);
  });
});
