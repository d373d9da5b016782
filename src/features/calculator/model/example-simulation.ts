// The simulation's answer for the example values the page opens with, so that its HTML states the
// chance the money lasts before any script runs (the page starts its app only when the visitor
// changes an answer: decision 270). monte-carlo.test.ts checks it is what simulate() answers.
import { DEFAULT_INPUTS, type CalculatorInputs } from './inputs-schema';
import type { SimulationResult } from './monte-carlo';

export const EXAMPLE_SIMULATION: SimulationResult = { runs: 1000, successes: 275, probability: 0.275 };

/** Whether these are the example values, compared field by field. */
export const isExample = (inputs: CalculatorInputs) =>
  (Object.keys(DEFAULT_INPUTS) as (keyof CalculatorInputs)[]).every(
    (name) => inputs[name] === DEFAULT_INPUTS[name],
  );
