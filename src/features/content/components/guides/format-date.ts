// Dates from content front matter are calendar days ("2026-11-22"). Formatting them in UTC gives the
// same words in the prerender (server clock) and in the browser (visitor's time zone): no mismatch.
const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** "2026-11-22" -> "November 22, 2026"; anything that is not a calendar date is shown as given. */
export function formatCalendarDate(isoDay: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(isoDay)) return isoDay;
  const date = new Date(`${isoDay}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? isoDay : longDate.format(date);
}
