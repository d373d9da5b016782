// A bound on password hashes running at once (decision 146). Each argon2id hash holds 19 MiB and a
// core for tens of milliseconds: more at once than there are cores only adds memory and switching,
// and a login storm would otherwise hold 19 MiB per request in flight. The rest wait in order; when
// too many wait, the newest is turned away with 503 and Retry-After instead of queueing for seconds.
import { availableParallelism } from 'node:os';
import { HttpError } from '../http-error';

export const BUSY_MESSAGE = 'Too many people are signing in right now. Please try again in a moment.';

export class Semaphore {
  private running = 0;
  private readonly queue: (() => void)[] = [];

  constructor(
    readonly limit: number,
    readonly maxWaiting: number,
  ) {}

  get active(): number {
    return this.running;
  }

  get waiting(): number {
    return this.queue.length;
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running >= this.limit) {
      if (this.queue.length >= this.maxWaiting) {
        throw new HttpError(503, BUSY_MESSAGE, undefined, { 'Retry-After': '1' });
      }
      // The slot is handed over by the finishing task, so `running` never dips below the limit.
      await new Promise<void>((resolve) => this.queue.push(resolve));
    } else {
      this.running += 1;
    }
    try {
      return await work();
    } finally {
      const next = this.queue.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}

/** One per process: as many hashes at once as there are cores, 64 waiting at most. */
export const hashSlots = new Semaphore(Math.max(1, availableParallelism()), 64);
