// The end of a form that may be sent offline (contact, ask): the queued notice, then the send button.
import { Button } from '../ui/button';
import { QueuedNotice } from './queued-notice';

interface OutboxSubmitProps {
  /** The kit's pending flag: the form is being sent. */
  pending: boolean;
  /** useOutboxForm's queued flag: the form waits in the outbox. */
  queued: boolean;
  /** False until the page can handle the click (hydration, a draft read back). */
  ready: boolean;
  /** What is sent, for the notice and the button: "message" makes "Send message". */
  what: string;
}

export function OutboxSubmit({ pending, queued, ready, what }: OutboxSubmitProps) {
  return (
    <>
      <QueuedNotice queued={queued} what={what} />
      {/* While queued the outbox owns the form: a second send would race it with the same key. */}
      <Button type="submit" disabled={pending || queued || !ready}>
        {pending ? `Sending your ${what}…` : `Send ${what}`}
      </Button>
    </>
  );
}
