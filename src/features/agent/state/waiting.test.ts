import { describe, expect, it } from 'vitest';
import { formatWaiting } from './waiting';

const asked = '2026-11-30T12:00:00.000Z';
const at = (minutes: number) => Date.parse(asked) + minutes * 60_000;

describe('formatWaiting', () => {
  it('says minutes, then hours and minutes, then days and hours', () => {
    expect(formatWaiting(asked, at(0.5))).toBe('under a minute');
    expect(formatWaiting(asked, at(25))).toBe('25 min');
    expect(formatWaiting(asked, at(200))).toBe('3 h 20 min');
    expect(formatWaiting(asked, at(120))).toBe('2 h');
    expect(formatWaiting(asked, at(60 * 24 + 60 * 4))).toBe('1 day 4 h');
    expect(formatWaiting(asked, at(60 * 48))).toBe('2 days');
  });
});
