// How long an open question has waited, in the words an agent scans a queue by ("3 h 20 min"):
// the oldest wait matters more than the clock time it was asked.

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export function formatWaiting(iso: string, now: number = Date.now()): string {
  const since = now - Date.parse(iso);
  if (!Number.isFinite(since) || since < MINUTE) return 'under a minute';
  if (since < HOUR) return `${Math.floor(since / MINUTE)} min`;
  if (since < DAY) {
    const minutes = Math.floor((since % HOUR) / MINUTE);
    return `${Math.floor(since / HOUR)} h${minutes ? ` ${minutes} min` : ''}`;
  }
  const days = Math.floor(since / DAY);
  const hours = Math.floor((since % DAY) / HOUR);
  return `${days} ${days === 1 ? 'day' : 'days'}${hours ? ` ${hours} h` : ''}`;
}
