// The chance the money lasts: the same schedule run many times, each year's return drawn from a
// normal distribution around the expected return. A fixed seed makes the answer repeatable.
import type { CalculatorInputs } from './inputs-schema';
import { mulberry32, normalSource } from './random';
import { buildSchedule } from './schedule';
import { stepYear } from './projection';

export const SIMULATION_RUNS = 1000;
export const SIMULATION_SEED = 20261122;
/** Yearly volatility (standard deviation of returns), stated on the page. */
export const VOLATILITY_BEFORE = 0.12;
export const VOLATILITY_DURING = 0.08;

export interface SimulationResult {
  runs: number;
  /** Runs in which savings paid every withdrawal through the last planned age. */
  successes: number;
  /** successes / runs, 0 to 1. */
  probability: number;
}

export function simulate(
  inputs: CalculatorInputs,
  runs = SIMULATION_RUNS,
  seed = SIMULATION_SEED,
): SimulationResult {
  const schedule = buildSchedule(inputs);
  const normal = normalSource(mulberry32(seed));
  const before = inputs.returnBefore / 100;
  const during = inputs.returnDuring / 100;
  let successes = 0;
  for (let run = 0; run < runs; run += 1) {
    let balance = inputs.currentSavings;
    let lasted = true;
    for (const year of schedule.years) {
      const annual = year.retired
        ? during + VOLATILITY_DURING * normal()
        : before + VOLATILITY_BEFORE * normal();
      const step = stepYear(balance, year, annual);
      balance = step.endBalance;
      if (step.short) {
        lasted = false;
        break;
      }
    }
    if (lasted) successes += 1;
  }
  return { runs, successes, probability: runs === 0 ? 0 : successes / runs };
}
