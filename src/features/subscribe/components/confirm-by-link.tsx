// Opened from the confirmation email: posts the link's token and says what happened, heading
// included: confirmed, or not (then a new link can be sent from here).
import type { ReactNode } from 'react';
import { Callout } from '@/components/ui/callout';
import { Skeleton } from '@/components/ui/skeleton';
import { StandardPage } from '@/components/ui/standard-page';
import { fieldErrorsOf } from '@/lib/api-client';
import { useRemote } from '@/lib/use-remote';
import { confirmSubscription } from '../api/subscriptions';
import { ChosenSummary } from './chosen-summary';
import { ResendConfirmation } from './resend-confirmation';

const FAILED = 'We could not confirm this link just now. Please try again in a moment.';

interface ConfirmByLinkProps {
  token: string;
  /** The page's heading once confirmed (the route's title). */
  confirmedTitle: string;
  description: string;
  /** What the page shows below, whatever happened. */
  children?: ReactNode;
}

export function ConfirmByLink({ token, confirmedTitle, description, children }: ConfirmByLinkProps) {
  const confirmed = useRemote(token, () => confirmSubscription(token));
  const answer = confirmed.data;

  const page = (title: string, lead: string | undefined, body: ReactNode) => (
    <StandardPage title={title} description={description} lead={lead}>
      {body}
      {children}
    </StandardPage>
  );
  if (confirmed.failure !== undefined) {
    // The server refused the link (bad, expired or replaced): a new one can be asked for here.
    const message = fieldErrorsOf(confirmed.error).token ?? FAILED;
    const refused = message !== FAILED;
    return page(
      refused ? 'This Link Did Not Work' : 'Not Confirmed Yet',
      undefined,
      <>
        <Callout tone="warning">
          <p role="alert">{message}</p>
          {refused && <p>Nothing was confirmed. Ask for a new link below and use the newest email.</p>}
        </Callout>
        {refused && <ResendConfirmation />}
      </>,
    );
  }
  if (!answer) return <ConfirmingFrame description={description}>{children}</ConfirmingFrame>;
  return page(
    confirmedTitle,
    'Thank you for confirming your email address.',
    <div role="status">
      <p>
        <strong>Your subscription is confirmed.</strong>
      </p>
      <ChosenSummary chosen={answer} email={answer.email} />
    </div>,
  );
}

/**
 * While the link is confirmed (also the build's shell of the page, src/pages/member-shells.tsx):
 * heading, lead and the room of what the answer shows, so nothing moves when it comes.
 */
export function ConfirmingFrame({ description, children }: { description: string; children?: ReactNode }) {
  return (
    <StandardPage
      title="Confirming Your Subscription"
      description={description}
      lead="One moment: we are confirming your email address."
    >
      <p className="visually-hidden" role="status">
        Confirming your subscription…
      </p>
      <Skeleton size="confirmation" />
      {children}
    </StandardPage>
  );
}
