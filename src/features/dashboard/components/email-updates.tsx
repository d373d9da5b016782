// The dashboard's email updates: what the member gets, a form to change it, and a way to stop.
import { lazy, Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useRemote } from '@/lib/use-remote';
import type { MySubscription } from '@/shared/subscription-schemas';
import { getMySubscription, updateMySubscription } from '../api/my-subscription';
import '../dashboard.css';

// The form kit loads with the form, not with the dashboard's first paint.
const EmailUpdatesForm = lazy(() =>
  import('./email-updates-form').then((m) => ({ default: m.EmailUpdatesForm })),
);

const describe = (subscription: MySubscription | null) => {
  if (!subscription || subscription.status === 'unsubscribed') return 'You get no email updates from us.';
  if (subscription.status === 'pending') {
    return `We are waiting for you to confirm ${subscription.email} from the email we sent.`;
  }
  return `Email updates go to ${subscription.email}.`;
};

export function EmailUpdates() {
  // Loaded once; a change the member makes here replaces it in place.
  const remote = useRemote('mine', getMySubscription);
  const setSubscription = remote.setData;
  const [message, setMessage] = useState<string>();
  const [stopping, setStopping] = useState(false);

  async function stop() {
    setStopping(true);
    try {
      setSubscription(await updateMySubscription({ subscribed: false }));
      setMessage('Your email updates are stopped.');
    } catch {
      setMessage('That did not work just now. Please try again.');
    } finally {
      setStopping(false);
    }
  }

  const subscription = remote.data;
  return (
    <section className="dashboard__section" aria-labelledby="email-updates">
      <h2 id="email-updates">Email updates</h2>
      {remote.loading && <p>Loading your email updates…</p>}
      {remote.failure !== undefined && <p>We could not load your email updates just now.</p>}
      {subscription !== undefined && (
        <>
          <p>{describe(subscription)}</p>
          {/* The stop button comes with the form: shown before it, the form's arrival would move
              it from under a finger (or a test's click) about to press it. */}
          <Suspense fallback={null}>
            <EmailUpdatesForm
              key={subscription?.updatedAt ?? 'none'}
              subscription={subscription}
              onSaved={(saved, said) => {
                setSubscription(saved);
                setMessage(said);
              }}
            />
            {subscription?.status === 'confirmed' && (
              <p>
                <Button variant="secondary" disabled={stopping} onClick={() => void stop()}>
                  {stopping ? 'Stopping…' : 'Stop all email updates'}
                </Button>
              </p>
            )}
          </Suspense>
        </>
      )}
      {message && <p role="status">{message}</p>}
    </section>
  );
}
