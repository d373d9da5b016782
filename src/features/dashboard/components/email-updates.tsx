// The dashboard's email updates: what the member gets, a form to change it, and a way to stop.
import { lazy, Suspense, useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import type { MySubscription } from '@/shared/subscription-schemas';
import { getMySubscription, updateMySubscription } from '../api/my-subscription';
import '../dashboard.css';

// The form kit loads with the form, not with the dashboard's first paint.
const EmailUpdatesForm = lazy(() =>
  import('./email-updates-form').then((m) => ({ default: m.EmailUpdatesForm })),
);

type State =
  { kind: 'loading' } | { kind: 'ready'; subscription: MySubscription | null } | { kind: 'failed' };

const describe = (subscription: MySubscription | null) => {
  if (!subscription || subscription.status === 'unsubscribed') return 'You get no email updates from us.';
  if (subscription.status === 'pending') {
    return `We are waiting for you to confirm ${subscription.email} from the email we sent.`;
  }
  return `Email updates go to ${subscription.email}.`;
};

export function EmailUpdates() {
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [message, setMessage] = useState<string>();
  const [stopping, setStopping] = useState(false);
  useEffect(() => {
    let alive = true;
    getMySubscription().then(
      (subscription) => alive && setState({ kind: 'ready', subscription }),
      () => alive && setState({ kind: 'failed' }),
    );
    return () => {
      alive = false;
    };
  }, []);

  async function stop() {
    setStopping(true);
    try {
      setState({ kind: 'ready', subscription: await updateMySubscription({ subscribed: false }) });
      setMessage('Your email updates are stopped.');
    } catch {
      setMessage('That did not work just now. Please try again.');
    } finally {
      setStopping(false);
    }
  }

  return (
    <section className="dashboard__section" aria-labelledby="email-updates">
      <h2 id="email-updates">Email updates</h2>
      {state.kind === 'loading' && <p>Loading your email updates…</p>}
      {state.kind === 'failed' && <p>We could not load your email updates just now.</p>}
      {state.kind === 'ready' && (
        <>
          <p>{describe(state.subscription)}</p>
          <Suspense fallback={null}>
            <EmailUpdatesForm
              key={state.subscription?.updatedAt ?? 'none'}
              subscription={state.subscription}
              onSaved={(subscription, saved) => {
                setState({ kind: 'ready', subscription });
                setMessage(saved);
              }}
            />
          </Suspense>
          {state.subscription?.status === 'confirmed' && (
            <p>
              <Button variant="secondary" disabled={stopping} onClick={() => void stop()}>
                {stopping ? 'Stopping…' : 'Stop all email updates'}
              </Button>
            </p>
          )}
        </>
      )}
      {message && <p role="status">{message}</p>}
    </section>
  );
}
