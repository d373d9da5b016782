import { formatCalendarDate } from '@/shared/format-date';

/** "Updated November 22, 2026", machine-readable too, so readers can judge how current the figures are. */
export function GuideUpdated({ updated }: { updated: string }) {
  if (!updated) return null;
  return (
    <p className="guide-updated">
      Updated <time dateTime={updated}>{formatCalendarDate(updated)}</time>
    </p>
  );
}
