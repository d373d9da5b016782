import { describe, expect, it } from 'vitest';
import { formatCalendarDate } from './format-date';

describe('formatCalendarDate', () => {
  it('writes a calendar day with the month name and no leading zero, whatever the time zone', () => {
    expect(formatCalendarDate('2026-11-22')).toBe('November 22, 2026');
    expect(formatCalendarDate('2026-01-01')).toBe('January 1, 2026');
    expect(formatCalendarDate('2025-12-05')).toBe('December 5, 2025');
  });

  it('reads the day of a timestamp', () => {
    expect(formatCalendarDate('2026-01-26T10:00:00Z')).toBe('January 26, 2026');
  });

  it('leaves text that is not a calendar day as it is', () => {
    expect(formatCalendarDate('soon')).toBe('soon');
    expect(formatCalendarDate('2026-13-01')).toBe('2026-13-01');
    expect(formatCalendarDate('2026-12-45')).toBe('2026-12-45');
  });
});
