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
// fixed time zone, so the server's render and the browser's hydration show the same words. Written
// by hand, not with Intl: a formatter with a time zone loads the zone's data on first use, a long
// task on a phone inside the first render of every members' screen (decision 242). The rule is the United States' since 2007 (Eastern time: UTC-5, and UTC-4 from the
// second Sunday of March, 2 a.m., to the first Sunday of November, 2 a.m.); format-date.test.ts
// holds it against Intl for 2007-2040 (every hour of March and November), so a change of the law
// shows as a failing test.

const SHORT_MONTHS = MONTHS.map((month) => month.slice(0, 3));
const HOUR = 3_600_000;

/** The UTC instant of the nth (1-based) Sunday of a month at 2 a.m. local, `offset` hours from UTC. */
function nthSundayAt2(year: number, month: number, nth: number, offset: number): number {
  const firstDay = new Date(Date.UTC(year, month, 1)).getUTCDay();
  const day = 1 + ((7 - firstDay) % 7) + (nth - 1) * 7;
  return Date.UTC(year, month, day, 2) - offset * HOUR;
}

/** The agency's wall clock for an instant, as a UTC date whose fields read as Eastern time. */
function agencyClock(iso: string): Date | undefined {
  const instant = new Date(iso).getTime();
  if (Number.isNaN(instant)) return undefined;
  const year = new Date(instant - 5 * HOUR).getUTCFullYear();
  const summer = instant >= nthSundayAt2(year, 2, 2, -5) && instant < nthSundayAt2(year, 10, 1, -4);
  return new Date(instant + (summer ? -4 : -5) * HOUR);
}

const dateOf = (clock: Date) =>
  `${SHORT_MONTHS[clock.getUTCMonth()]} ${clock.getUTCDate()}, ${clock.getUTCFullYear()}`;

/** "Nov 22, 2026"; anything that is not a date is shown as given. */
export function formatAgencyDate(iso: string): string {
  const clock = agencyClock(iso);
  return clock ? dateOf(clock) : iso;
}

/** "Nov 22, 2026, 3:05 PM" (agency time); anything that is not a date is shown as given. */
export function formatAgencyDateTime(iso: string): string {
  const clock = agencyClock(iso);
  if (!clock) return iso;
  const hours = clock.getUTCHours();
  const minutes = String(clock.getUTCMinutes()).padStart(2, '0');
  return `${dateOf(clock)}, ${hours % 12 || 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
}
