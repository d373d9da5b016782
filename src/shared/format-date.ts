// The one date formatter. Dates in page data are calendar days ("2026-11-22"), possibly followed by
// a time. They are written in words by hand, not with Intl and a time zone, so the prerendered HTML
// (server clock) and the hydrating browser (visitor's time zone) always show the same day.

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** "2026-11-22" -> "November 22, 2026"; anything that is not a calendar day is shown as given. */
export function formatCalendarDate(iso: string): string {
  const found = /^(\d{4})-(\d{2})-(\d{2})(?:$|T)/.exec(iso);
  const month = found ? MONTHS[Number(found[2]) - 1] : undefined;
  const day = found ? Number(found[3]) : 0;
  if (!found || !month || day < 1 || day > 31) return iso;
  return `${month} ${day}, ${found[1]}`;
}

// Moments (a question asked, a quote sent) as people at the agency in Portland, Maine read them: a
// fixed time zone, so the server's render and the browser's hydration show the same words. Built on
// first use: a formatter with a time zone loads the zone's data, about 70 ms on a throttled phone,
// and the pages that only need calendar days (every article) should not pay it while they load.
let agencyDate: Intl.DateTimeFormat | undefined;
let agencyDateTime: Intl.DateTimeFormat | undefined;

/** "Nov 22, 2026". */
export function formatAgencyDate(iso: string): string {
  agencyDate ??= new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'America/New_York' });
  return agencyDate.format(new Date(iso));
}

/** "Nov 22, 2026, 3:05 PM" (agency time). */
export function formatAgencyDateTime(iso: string): string {
  agencyDateTime ??= new Intl.DateTimeFormat('en-US', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'America/New_York',
  });
  return agencyDateTime.format(new Date(iso));
}
