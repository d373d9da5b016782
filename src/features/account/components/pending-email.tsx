// The new address waiting for its emailed link (decision 216): which address the account keeps
// until then, how long the link works, and a way to take the change back.
import { useState } from 'react';
import { Callout } from '@/components/ui/callout';
import { EMAIL_CHANGE_LINK_HOURS, type PendingEmail } from '@/shared/email-change-schemas';
import { cancelEmailChange } from '../api/account';

interface PendingEmailNoticeProps {
  pending: NonNullable<PendingEmail>;
  current: string;
  onCancelled: () => void;
}

export function PendingEmailNotice({ pending, current, onCancelled }: PendingEmailNoticeProps) {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const cancel = async () => {
    setBusy(true);
    setFailed(false);
    try {
      await cancelEmailChange();
      onCancelled();
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Callout className="account__pending-email">
      <p role="status">
        We sent a link to <strong>{pending.email}</strong>. Your address stays <strong>{current}</strong>{' '}
        until you follow it.
      </p>
      <p>
        Open the email on any device and select “Confirm my new address”. The link works for{' '}
        {EMAIL_CHANGE_LINK_HOURS} hours. No email? Check the spam folder, or save the new address again to get
        a new link.
      </p>
      <button type="button" className="button button--secondary" onClick={cancel} disabled={busy}>
        {busy ? 'Cancelling…' : 'Keep my current address'}
      </button>
      {failed && <p role="alert">We could not cancel the change just now. Please try again.</p>}
    </Callout>
  );
}
