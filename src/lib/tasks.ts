// Start-up work split into tasks of its own (decision 247): a task past 50 ms holds up a tap.

/** Resolves in a task after the current one, so what follows does not lengthen it. */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve));

/** Runs `work` when the browser is idle; in a task of its own where requestIdleCallback is missing. */
export function whenIdle(work: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => work());
  else setTimeout(work, 1);
}
