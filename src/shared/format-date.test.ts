import { describe, expect, it } from 'vitest';
import { formatAgencyDate, formatAgencyDateTime, formatCalendarDate } from './format-date';

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

describe('formatAgencyDate and formatAgencyDateTime', () => {
  // The browsers' and Node's own reading of Eastern time, the oracle the hand-written rule answers to.
  const intlDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'America/New_York' });
  const intlDateTime = new Intl.DateTimeFormat('en-US', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'America/New_York',
  });
  // Intl writes a narrow no-break space before AM/PM (newer ICU); the pages use a plain one.
  const plain = (text: string) => text.replace(/\u202f/g, ' ');

  it('agrees with Intl for 2007 to 2040: every hour of March and November, every fifth elsewhere', () => {
    const misses: string[] = [];
    for (let at = Date.UTC(2007, 0, 1), hour = 0; at < Date.UTC(2041, 0, 1); at += 3_600_000, hour += 1) {
      // Every fifth hour still meets every hour of the day, five days apart.
      const month = new Date(at).getUTCMonth();
      if (month !== 2 && month !== 10 && hour % 5 !== 0) continue;
      for (const moment of [at - 60_000, at]) {
        const iso = new Date(moment).toISOString();
        const expected = plain(intlDateTime.format(moment));
        if (formatAgencyDateTime(iso) !== expected) misses.push(iso);
        if (!expected.startsWith(`${formatAgencyDate(iso)}, `)) misses.push(`${iso} (date)`);
      }
    }
    expect(misses.slice(0, 5)).toEqual([]);
    expect(formatAgencyDate('2026-07-04T16:00:00Z')).toBe(intlDate.format(Date.UTC(2026, 6, 4, 16)));
  });

  it('turns the clocks at 2 a.m. on the second Sunday of March and the first Sunday of November', () => {
    expect(formatAgencyDateTime('2026-03-08T06:59:00Z')).toBe('Mar 8, 2026, 1:59 AM');
    expect(formatAgencyDateTime('2026-03-08T07:00:00Z')).toBe('Mar 8, 2026, 3:00 AM');
    expect(formatAgencyDateTime('2026-11-01T05:59:00Z')).toBe('Nov 1, 2026, 1:59 AM');
    expect(formatAgencyDateTime('2026-11-01T06:00:00Z')).toBe('Nov 1, 2026, 1:00 AM');
    expect(formatAgencyDateTime('2026-11-22T20:05:00.123Z')).toBe('Nov 22, 2026, 3:05 PM');
    expect(formatAgencyDateTime('2026-12-31T05:00:00Z')).toBe('Dec 31, 2026, 12:00 AM');
    expect(formatAgencyDate('2027-01-01T04:59:59Z')).toBe('Dec 31, 2026');
  });

  it('leaves text that is not a date as it is', () => {
    expect(formatAgencyDate('soon')).toBe('soon');
    expect(formatAgencyDateTime('')).toBe('');
  });
});
