// Opened from the confirmation email: posts the link's token and says what is now confirmed.
import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { Callout } from '@/components/ui/callout';
import { fieldErrorsOf } from '@/lib/api-client';
import type { SubscriptionAnswer } from '@/shared/subscription-schemas';
import { confirmSubscription } from '../api/subscriptions';
import { ChosenSummary } from './chosen-summary';

type State =
  { kind: 'working' } | { kind: 'done'; answer: SubscriptionAnswer } | { kind: 'failed'; message: string };

const FAILED = 'We could not confirm this link just now. Please try again in a moment.';

export function ConfirmByLink({ token }: { token: string }) {
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

  if (state.kind === 'working') return <p role="status">Confirming your subscription…</p>;
  if (state.kind === 'failed') {
    return (
      <Callout tone="warning">
        <p role="alert">{state.message}</p>
        <p>
          <Link href="/subscribe">Sign up again</Link> and we will send a fresh link.
        </p>
      </Callout>
    );
  }
  return (
    <div role="status">
      <p>
        <strong>Your subscription is confirmed.</strong> Updates go to {state.answer.email}.
      </p>
      <ChosenSummary chosen={state.answer} />
    </div>
  );
}
