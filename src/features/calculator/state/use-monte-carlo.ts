// The simulation for the current inputs, debounced and run in a Web Worker. Until the worker
// answers the state is 'calculating'; the example values' answer is known (example-simulation.ts),
// so the server's render and the first client render state it.
import { useEffect, useRef, useState } from 'react';
import type { CalculatorInputs } from '../model/inputs-schema';
import { EXAMPLE_SIMULATION, isExample } from '../model/example-simulation';
import { simulate, type SimulationResult } from '../model/monte-carlo';
import type { SimulationRequest } from './monte-carlo.worker';

export const SIMULATION_DELAY_MS = 400;

export type SimulationState = { status: 'calculating' } | { status: 'done'; result: SimulationResult };

interface WorkerAnswer {
  id: number;
  result: SimulationResult;
}

/** An answer remembers the inputs it is for; any other inputs are still 'calculating'. */
interface Answer {
  key: string;
  result: SimulationResult;
}

function startWorker(): Worker | null {
  if (typeof Worker === 'undefined') return null;
  try {
    return new Worker(new URL('./monte-carlo.worker.ts', import.meta.url), { type: 'module' });
  } catch (error) {
    console.error('[calculator] could not start the simulation worker', error);
    return null;
  }
}

export function useMonteCarlo(inputs: CalculatorInputs | null): SimulationState {
  const [answer, setAnswer] = useState<Answer | null>(null);
  const workerRef = useRef<Worker | null>(null);
  const latestId = useRef(0);
  /** The last request sent: only its answer is shown, older ones are for changed inputs. */
  const pending = useRef<(SimulationRequest & { key: string }) | null>(null);
  // Inputs compared by value: a re-render with equal inputs does not restart the simulation.
  const key = inputs ? JSON.stringify(inputs) : '';
  // The example values' answer is known (and in the page's HTML): no run, no 'calculating'.
  const example = inputs !== null && isExample(inputs);

  useEffect(() => {
    const worker = startWorker();
    workerRef.current = worker;
    if (!worker) return;
    worker.addEventListener('message', (event: MessageEvent<WorkerAnswer>) => {
      const request = pending.current;
      if (request && event.data.id === request.id) setAnswer({ key: request.key, result: event.data.result });
    });
    // A worker that fails to load: answer on this thread from now on, the waiting request first.
    worker.addEventListener('error', (event) => {
      console.error('[calculator] simulation worker failed', event.message);
      workerRef.current = null;
      const request = pending.current;
      if (request) setAnswer({ key: request.key, result: simulate(request.inputs) });
    });
    return () => {
      worker.terminate();
      workerRef.current = null;
    };
  }, []);

  useEffect(() => {
    if (!key || example) return;
    const timer = setTimeout(() => {
      latestId.current += 1;
      const inputs = JSON.parse(key) as CalculatorInputs;
      pending.current = { id: latestId.current, key, inputs };
      const request: SimulationRequest = { id: latestId.current, inputs };
      if (workerRef.current) workerRef.current.postMessage(request);
      // No worker (very old browser): a thousand runs take a few milliseconds here too.
      else setAnswer({ key, result: simulate(inputs) });
    }, SIMULATION_DELAY_MS);
    return () => clearTimeout(timer);
  }, [key, example]);

  if (example) return { status: 'done', result: EXAMPLE_SIMULATION };
  return answer && answer.key === key ? { status: 'done', result: answer.result } : { status: 'calculating' };
}
