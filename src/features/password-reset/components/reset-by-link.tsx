// Opened from the emailed link: checks the link first, so a used, expired or damaged one gets a
// plain page that says so and offers a new link, never a form that fails after it was filled in.
import { useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import { Callout } from '@/components/ui/callout';
import { Skeleton } from '@/components/ui/skeleton';
import { StandardPage } from '@/components/ui/standard-page';
import { fieldErrorsOf } from '@/lib/api-client';
import { useRemote } from '@/lib/use-remote';
import { agency } from '@/shared/agency';
import { checkResetLink } from '../api/password-reset';
import { NewPasswordForm } from './new-password-form';

const DESCRIPTION = 'Choose a new password for your Harbor Point account.';
const NOT_CHECKED = 'We could not check this link just now. Please check your connection and try again.';
const NO_TOKEN = 'This link is not complete. Open it again from the email, or ask for a new one.';

const LEAD = 'Choose a new password. Once it is saved, every device logged in to your account is logged out.';

type Outcome = { kind: 'done' } | { kind: 'refused'; message: string };

export function ResetByLink({ token, title }: { token: string | null; title: string }) {
  const checked = useRemote(token, () => checkResetLink(token ?? ''));
  const [outcome, setOutcome] = useState<Outcome>();
  const page = (heading: string, lead: ReactNode, body: ReactNode) => (
    <StandardPage title={heading} description={DESCRIPTION} lead={lead}>
      {body}
    </StandardPage>
  );

  if (outcome?.kind === 'done') {
    return page(
      'Your Password Is Changed',
      'You can now log in with your new password.',
      <>
        <p role="status">
          For your safety, every device that was logged in to your account has been logged out, and we have
          sent you an email to say the password changed.
        </p>
        <p>
          <Link href="/login" className="button">
            Log in
          </Link>
        </p>
      </>,
    );
  }
  const refused = outcome?.message ?? (token ? fieldErrorsOf(checked.error).token : NO_TOKEN) ?? undefined;
  if (refused) return page('This Link No Longer Works', undefined, <BadLink message={refused} />);
  if (checked.failure !== undefined) {
    return page(
      'Checking Your Link',
      undefined,
      <Callout tone="warning">
        <p role="alert">{NOT_CHECKED}</p>
        <button type="button" className="button button--secondary" onClick={checked.retry}>
          Try again
        </button>
      </Callout>,
    );
  }
  // While the link is checked, the page the link leads to (also the build's shell of the page,
  // src/pages/member-shells.tsx): the form's room, so nothing moves when it comes.
  if (!checked.data) return <ResetLinkChecking title={title} />;
  return page(
    title,
    LEAD,
    <NewPasswordForm
      token={token ?? ''}
      onDone={() => setOutcome({ kind: 'done' })}
      onBadLink={(message) => setOutcome({ kind: 'refused', message })}
    />,
  );
}

/** The page while its link is checked: heading, lead and the form's room. */
export function ResetLinkChecking({ title }: { title: string }) {
  return (
    <StandardPage title={title} description={DESCRIPTION} lead={LEAD}>
      <p className="visually-hidden" role="status">
        Checking your link…
      </p>
      <Skeleton size="form" />
    </StandardPage>
  );
}

function BadLink({ message }: { message: string }) {
  return (
    <>
      <Callout tone="warning">
        <p role="alert">{message}</p>
        <p>Your password has not been changed.</p>
      </Callout>
      <p>Each link works once, for 30 minutes, and only the newest link you asked for works.</p>
      <p>
        <Link href="/password-reset" className="button">
          Send me a new link
        </Link>
      </p>
      <p>
        Need a hand? Call us on <a href={`tel:${agency.phoneE164}`}>{agency.phone}</a>.
      </p>
    </>
  );
}
