// Opened from the confirmation email: posts the link's token and says what happened, heading
// included: confirmed, or not (then a new link can be sent from here).
import { useEffect, useState, type ReactNode } from 'react';
import { Callout } from '@/components/ui/callout';
import { StandardPage } from '@/components/ui/standard-page';
import { fieldErrorsOf } from '@/lib/api-client';
import type { SubscriptionAnswer } from '@/shared/subscription-schemas';
import { confirmSubscription } from '../api/subscriptions';
import { ChosenSummary } from './chosen-summary';
import { ResendConfirmation } from './resend-confirmation';

type State =
  { kind: 'working' } | { kind: 'done'; answer: SubscriptionAnswer } | { kind: 'failed'; message: string };

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
  const [state, setState] = useState<State>({ kind: 'working' });
  useEffect(() => {
    let alive = true;
    confirmSubscription(token).then(
      (answer) => alive && setState({ kind: 'done', answer }),
      (error: unknown) =>
        alive && setState({ kind: 'failed', message: fieldErrorsOf(error).token ?? FAILED }),
    );
    return () => {
      alive = false;
    };
  }, [token]);

  const page = (title: string, lead: string | undefined, body: ReactNode) => (
    <StandardPage title={title} description={description} lead={lead}>
      {body}
      {children}
    </StandardPage>
  );
  if (state.kind === 'working') {
    return page(
      'Confirming Your Subscription',
      undefined,
      <p role="status">Confirming your subscription…</p>,
    );
  }
  if (state.kind === 'failed') {
    // The server refused the link (bad, expired or replaced): a new one can be asked for here.
    const refused = state.message !== FAILED;
    return page(
      refused ? 'This Link Did Not Work' : 'Not Confirmed Yet',
      undefined,
      <>
        <Callout tone="warning">
          <p role="alert">{state.message}</p>
          {refused && <p>Nothing was confirmed. Ask for a new link below and use the newest email.</p>}
        </Callout>
        {refused && <ResendConfirmation />}
      </>,
    );
  }
  return page(
    confirmedTitle,
    'Thank you for confirming your email address.',
    <div role="status">
      <p>
        <strong>Your subscription is confirmed.</strong> Updates go to {state.answer.email}.
      </p>
      <ChosenSummary chosen={state.answer} />
    </div>,
  );
}
