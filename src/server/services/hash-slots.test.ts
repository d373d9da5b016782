import { describe, expect, it } from 'vitest';
import { HttpError } from '../http-error';
import { BUSY_MESSAGE, hashSlots, Semaphore } from './hash-slots';
import { hashPassword, verifyPassword } from './passwords';

const tick = (ms = 5) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the bound on concurrent hashes', () => {
  it('runs at most `limit` tasks at once and the rest in arrival order', async () => {
    const slots = new Semaphore(2, 10);
    let running = 0;
    let most = 0;
    const order: number[] = [];
    await Promise.all(
      Array.from({ length: 7 }, (_, i) =>
        slots.run(async () => {
          running += 1;
          most = Math.max(most, running);
          order.push(i);
          await tick();
          running -= 1;
        }),
      ),
    );
    expect(most).toBe(2);
    expect(order).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect([slots.active, slots.waiting]).toEqual([0, 0]);
  });

  it('turns away the newest with 503 and Retry-After when too many wait', async () => {
    const slots = new Semaphore(1, 2);
    const results = await Promise.allSettled(Array.from({ length: 4 }, () => slots.run(() => tick())));
    expect(results.map((result) => result.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'fulfilled',
      'rejected',
    ]);
    const error = (results[3] as PromiseRejectedResult).reason as HttpError;
    expect(error).toBeInstanceOf(HttpError);
    expect([error.status, error.message, error.headers['Retry-After']]).toEqual([503, BUSY_MESSAGE, '1']);
  });

  it('frees the slot of a task that fails', async () => {
    const slots = new Semaphore(1, 5);
    await expect(slots.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(slots.run(async () => 'next')).resolves.toBe('next');
    expect(slots.active).toBe(0);
  });

  it('holds real argon2id verifications to the process bound, and each still answers right', async () => {
    const stored = await hashPassword('tidal harbour lantern 9');
    let most = 0;
    let queued = 0;
    const watch = setInterval(() => {
      most = Math.max(most, hashSlots.active);
      queued = Math.max(queued, hashSlots.waiting);
    }, 1);
    const count = hashSlots.limit * 3;
    const answers = await Promise.all(
      Array.from({ length: count }, (_, i) =>
        verifyPassword(stored, i % 2 ? 'tidal harbour lantern 9' : 'wrong guess'),
      ),
    );
    clearInterval(watch);
    expect(answers).toEqual(Array.from({ length: count }, (_, i) => i % 2 === 1));
    expect(most).toBeLessThanOrEqual(hashSlots.limit);
    expect(queued).toBeGreaterThan(0);
  });
});
