/**
 * Always in the page (an empty live region until something is queued), so the news is announced
 * when it appears. `what` is "message" or "request".
 */
export function QueuedNotice({ queued, what }: { queued: boolean; what: string }) {
  return (
    <div role="status" className="form__queued">
      {queued && (
        <p className="notice">
          <strong>Queued — it will be sent when you are online.</strong> Your {what} is kept on this device
          and goes to our agents by itself once the connection is back. You will see your reference number
          then.
        </p>
      )}
    </div>
  );
}
