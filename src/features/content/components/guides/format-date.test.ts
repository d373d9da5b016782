import { describe, expect, it } from 'vitest';
import { formatCalendarDate } from './format-date';

describe('formatCalendarDate', () => {
  it('writes a calendar day in words, whatever the time zone', () => {
    expect(formatCalendarDate('2026-11-22')).toBe('November 22, 2026');
    expect(formatCalendarDate('2026-01-01')).toBe('January 1, 2026');
  });

  it('leaves text that is not a calendar day as it is', () => {
    expect(formatCalendarDate('soon')).toBe('soon');
    expect(formatCalendarDate('2026-13-45')).toBe('2026-13-45');
  });
});
