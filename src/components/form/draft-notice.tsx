import { Button } from '../ui/button';
import { formatCalendarDate } from '../../shared/format-date';

/** "2026-03-12T..." -> "March 12, 2026", the day as the device's clock saw it. */
function localDay(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return formatCalendarDate(`${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`);
}

interface DraftNoticeProps {
  /** When the answers were started (ISO); nothing shows without it. */
  startedAt: string | null;
  onContinue: () => void;
  onStartOver: () => void;
}

/**
 * Says that the answers in the form were typed on this device earlier, perhaps by someone else
 * (a shared family tablet), and lets the person keep them or clear them.
 */
export function DraftNotice({ startedAt, onContinue, onStartOver }: DraftNoticeProps) {
  if (!startedAt) return null;
  return (
    <div className="notice draft-notice" role="group" aria-label="Answers started earlier">
      <p>
        Answers you started on this device on {localDay(startedAt)}: continue, or start over with an empty
        form.
      </p>
      <p className="draft-notice__actions">
        <Button variant="secondary" onClick={onContinue}>
          Continue
        </Button>{' '}
        <Button variant="secondary" onClick={onStartOver}>
          Start over
        </Button>
      </p>
    </div>
  );
}
