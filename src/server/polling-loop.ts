// The loop both outbox workers (email, push) run: a pass, then a pause unless the pass was full,
// until stopped; stop waits for the pass in flight so its outcomes are written before the database
// closes. A failed pass (usually the database away) is logged and the next one tries again.
import type { Logger } from './logger';

export interface PollingLoop {
  /** Starts polling; false when it was running already. */
  start(): boolean;
  /** Stops polling and waits for the pass in flight. */
  stop(): Promise<void>;
}

export function pollingLoop(options: {
  /** One pass; true when it did a full batch, so more may be due at once. */
  pass: () => Promise<boolean>;
  pollMs: number;
  logger: Logger;
  /** Logged when a pass throws, e.g. email.pass_failed. */
  failedEvent: string;
  fields: Record<string, unknown>;
}): PollingLoop {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = true;

  async function loop(): Promise<void> {
    let busy = false;
    try {
      busy = await options.pass();
    } catch {
      options.logger.warn(options.failedEvent, options.fields);
    }
    // unref: the HTTP server keeps the process alive; a stray worker in a test does not.
    if (!stopped) timer = setTimeout(tick, busy ? 0 : options.pollMs).unref();
  }

  function tick() {
    running = loop().finally(() => (running = undefined));
  }

  return {
    start() {
      if (!stopped) return false;
      stopped = false;
      tick();
      return true;
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
