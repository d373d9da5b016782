// Runs the simulation off the main thread, so typing never waits for it. Each answer carries the
// request's id; the page ignores answers to inputs that have since changed.
import type { CalculatorInputs } from '../model/inputs-schema';
import { simulate } from '../model/monte-carlo';

export interface SimulationRequest {
  id: number;
  inputs: CalculatorInputs;
}

self.addEventListener('message', (event: MessageEvent<SimulationRequest>) => {
  const { id, inputs } = event.data;
  self.postMessage({ id, result: simulate(inputs) });
});
