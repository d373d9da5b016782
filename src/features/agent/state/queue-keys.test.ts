import { describe, expect, it } from 'vitest';
import { consumeOpenedFromQueue, markOpenedFromQueue, rowForKey } from './queue-keys';

describe('moving through the queue from the keyboard', () => {
  it('moves down with ArrowDown or j and up with ArrowUp or k, stopping at the ends', () => {
    expect(rowForKey('ArrowDown', 0, 3)).toBe(1);
    expect(rowForKey('j', 1, 3)).toBe(2);
    expect(rowForKey('j', 2, 3)).toBe(2);
    expect(rowForKey('ArrowUp', 2, 3)).toBe(1);
    expect(rowForKey('k', 0, 3)).toBe(0);
  });

  it('jumps to the first and last rows with Home and End, and ignores other keys', () => {
    expect(rowForKey('Home', 2, 3)).toBe(0);
    expect(rowForKey('End', 0, 3)).toBe(2);
    expect(rowForKey('x', 0, 3)).toBeUndefined();
    expect(rowForKey('j', 0, 0)).toBeUndefined();
  });

  it('remembers an opening from the queue once', () => {
    markOpenedFromQueue();
    expect(consumeOpenedFromQueue()).toBe(true);
    expect(consumeOpenedFromQueue()).toBe(false);
  });
});
