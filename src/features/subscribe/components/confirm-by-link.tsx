// Opened from the confirmation email: posts the link's token and says what is now confirmed.
import { Link } from 'wouter';
import { Callout } from '@/components/ui/callout';
import { fieldErrorsOf } from '@/lib/api-client';
import { useRemote } from '@/lib/use-remote';
import { confirmSubscription } from '../api/subscriptions';
import { ChosenSummary } from './chosen-summary';

const FAILED = 'We could not confirm this link just now. Please try again in a moment.';

export function ConfirmByLink({ token }: { token: string }) {
  const confirmed = useRemote(token, () => confirmSubscription(token));
  const answer = confirmed.data;

  if (confirmed.failure !== undefined) {
    return (
      <Callout tone="warning">
        <p role="alert">{fieldErrorsOf(confirmed.error).token ?? FAILED}</p>
        <p>
          <Link href="/subscribe">Sign up again</Link> and we will send a fresh link.
        </p>
      </Callout>
    );
  }
  if (!answer) return <p role="status">Confirming your subscription…</p>;
  return (
    <div role="status">
      <p>
        <strong>Your subscription is confirmed.</strong> Updates go to {answer.email}.
      </p>
      <ChosenSummary chosen={answer} />
    </div>
  );
}
