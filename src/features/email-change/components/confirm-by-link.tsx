// Opened from the link emailed to a new address: a button confirms (a POST, never the page load,
// so a mail scanner opening the link changes nothing), then a plain page says what happened:
// the new address, or why the link no longer works.
import { useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import { Callout } from '@/components/ui/callout';
import { StandardPage } from '@/components/ui/standard-page';
import { fieldErrorsOf } from '@/lib/api-client';
import { agency } from '@/shared/agency';
import { EMAIL_CHANGE_LINK_HOURS } from '@/shared/email-change-schemas';
import { confirmEmailChange } from '../api/confirm-email-change';

const DESCRIPTION = 'Confirm the new email address of your Harbor Point account.';
const NO_TOKEN = 'This link is not complete. Open it again from the email, or ask for a new one.';
const NOT_SENT = 'We could not confirm just now. Please check your connection and try again.';

type Outcome = { kind: 'done'; email: string } | { kind: 'refused'; message: string } | { kind: 'offline' };

export function ConfirmByLink({ token, title }: { token: string | null; title: string }) {
  const [outcome, setOutcome] = useState<Outcome | undefined>(
    token ? undefined : { kind: 'refused', message: NO_TOKEN },
  );
  const [busy, setBusy] = useState(false);
  const page = (heading: string, lead: ReactNode, body: ReactNode) => (
    <StandardPage title={heading} description={DESCRIPTION} lead={lead}>
      {body}
    </StandardPage>
  );
  const confirm = async () => {
    setBusy(true);
    try {
      const answer = await confirmEmailChange(token ?? '');
      setOutcome({ kind: 'done', email: answer.email });
    } catch (error) {
      const message = fieldErrorsOf(error).token;
      setOutcome(message ? { kind: 'refused', message } : { kind: 'offline' });
    } finally {
      setBusy(false);
    }
  };

  if (outcome?.kind === 'done') {
    return page(
      'Your Email Address Is Changed',
      <>
        Your account now uses <strong className="email-change__address">{outcome.email}</strong>.
      </>,
      <>
        <p role="status">
          Log in with this address (or your username) from now on. We have sent a note to your old address to
          say it changed.
        </p>
        <p>
          <Link href="/dashboard/account" className="button">
            Go to my account
          </Link>
        </p>
      </>,
    );
  }
  if (outcome?.kind === 'refused') {
    return page('This Link No Longer Works', undefined, <BadLink message={outcome.message} />);
  }
  return (
    <ConfirmPrompt title={title} onConfirm={confirm} busy={busy}>
      {outcome?.kind === 'offline' && (
        <Callout tone="warning">
          <p role="alert">{NOT_SENT}</p>
        </Callout>
      )}
    </ConfirmPrompt>
  );
}

/**
 * The page as the emailed link opens it: the button confirms. Also the build's shell of the page
 * (src/pages/member-shells.tsx), with the button not yet working, so the first paint is this layout.
 */
export function ConfirmPrompt({
  title,
  onConfirm,
  busy = false,
  children,
}: {
  title: string;
  onConfirm?: () => void;
  busy?: boolean;
  children?: ReactNode;
}) {
  return (
    <StandardPage
      title={title}
      description={DESCRIPTION}
      lead="Select the button to start using this email address for your account."
    >
      <p>Until you confirm, your account keeps its current address.</p>
      <p>
        <button type="button" className="button" onClick={onConfirm} disabled={busy || !onConfirm}>
          {busy ? 'Confirming…' : 'Confirm my new address'}
        </button>
      </p>
      {children}
    </StandardPage>
  );
}

function BadLink({ message }: { message: string }) {
  return (
    <>
      <Callout tone="warning">
        <p role="alert">{message}</p>
        <p>Your email address has not been changed.</p>
      </Callout>
      <p>
        Each link works once, for {EMAIL_CHANGE_LINK_HOURS} hours, and only the newest one you asked for
        works. To get a new link, log in and save the new address again on your account page.
      </p>
      <p>
        <Link href="/dashboard/account" className="button">
          Go to my account
        </Link>
      </p>
      <p>
        Need a hand? Call us on <a href={`tel:${agency.phoneE164}`}>{agency.phone}</a>.
      </p>
    </>
  );
}
