import { isWatched, removeOutboxEntry, type OutboxEntry } from '../../../lib/outbox';
import { Button } from '../../../components/ui/button';
import { useOutbox } from '../state/use-outbox';

const labels: Record<string, string> = {
  quote: 'quote request',
  contact: 'message',
  question: 'question',
  handoff: 'request to talk to an agent',
};
const labelOf = (entry: OutboxEntry) => labels[entry.kind] ?? 'form';

/** The server's message from a refusal body (the spec's `{ message }` or `{ error }`), else a plain one. */
function refusalText(entry: OutboxEntry): string {
  const body = entry.error?.body as { message?: unknown; error?: unknown } | null | undefined;
  const text =
    typeof body?.message === 'string' ? body.message : typeof body?.error === 'string' ? body.error : '';
  return text || `The server could not accept it (error ${entry.error?.status ?? 'unknown'}).`;
}

function referenceOf(entry: OutboxEntry): string | undefined {
  const reference = (entry.result as { reference?: unknown } | undefined)?.reference;
  return typeof reference === 'string' ? reference : undefined;
}

/**
 * What happened to forms sent while offline, on any page: queued ones wait, sent ones show their
 * reference, refused ones show why and stay until dismissed (decision 052). A form that is open on the
 * page takes its own entry off the list and shows the result itself.
 */
export function OutboxNotices() {
  const entries = useOutbox().filter((entry) => !isWatched(entry.key));
  const queued = entries.filter((entry) => entry.status === 'queued');
  const done = entries.filter((entry) => entry.status !== 'queued');
  return (
    <div role="status" className="pwa-outbox">
      {queued.length > 0 && (
        <p className="pwa-outbox__item">
          {queued.length === 1
            ? `Your ${labelOf(queued[0]!)} is queued — it will be sent when you are online.`
            : `${queued.length} forms are queued — they will be sent when you are online.`}
        </p>
      )}
      {done.map((entry) => (
        <div key={entry.key} className="pwa-outbox__item">
          <p>
            {entry.status === 'sent'
              ? `Your ${labelOf(entry)} was sent${referenceOf(entry) ? `. Your reference number is ${referenceOf(entry)}.` : '.'}`
              : `Your ${labelOf(entry)} could not be sent: ${refusalText(entry)}`}
          </p>
          <Button variant="secondary" onClick={() => void removeOutboxEntry(entry.key)}>
            Dismiss
          </Button>
        </div>
      ))}
    </div>
  );
}
