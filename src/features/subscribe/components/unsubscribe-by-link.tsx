// Opened from an email's unsubscribe link, logged in or not: shows what the link stops, then stops
// it on a click (the GET changes nothing, so a mail scanner opening the link unsubscribes nobody).
import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { Callout } from '@/components/ui/callout';
import { fieldErrorsOf } from '@/lib/api-client';
import type { UnsubscribePreview } from '@/shared/subscription-schemas';
import { previewUnsubscribe, unsubscribe } from '../api/subscriptions';

type State =
  | { kind: 'loading' }
  | { kind: 'ready'; preview: UnsubscribePreview; sending: boolean }
  | { kind: 'done'; preview: UnsubscribePreview }
  | { kind: 'failed'; message: string };

const FAILED = 'We could not read this link just now. Please try again in a moment.';
const what = (list: UnsubscribePreview['list']) =>
  list === 'updates' ? 'email updates' : 'emails about your questions and requests';

export function UnsubscribeByLink({ token }: { token: string }) {
  const [state, setState] = useState<State>({ kind: 'loading' });
  useEffect(() => {
    let alive = true;
    previewUnsubscribe(token).then(
      (preview) =>
        alive &&
        setState(
          preview.unsubscribed ? { kind: 'done', preview } : { kind: 'ready', preview, sending: false },
        ),
      (error: unknown) =>
        alive && setState({ kind: 'failed', message: fieldErrorsOf(error).token ?? FAILED }),
    );
    return () => {
      alive = false;
    };
  }, [token]);

  async function stop(preview: UnsubscribePreview) {
    setState({ kind: 'ready', preview, sending: true });
    try {
      await unsubscribe(token);
      setState({ kind: 'done', preview });
    } catch (error) {
      setState({ kind: 'failed', message: fieldErrorsOf(error).token ?? FAILED });
    }
  }

  if (state.kind === 'loading') return <p role="status">Reading your link…</p>;
  if (state.kind === 'failed') {
    return (
      <Callout tone="warning">
        <p role="alert">{state.message}</p>
      </Callout>
    );
  }
  if (state.kind === 'done') {
    return (
      <div role="status">
        <p>
          <strong>You are unsubscribed.</strong> {state.preview.email} gets no more {what(state.preview.list)}
          .
        </p>
        <p>
          Changed your mind? <Link href="/subscribe">Sign up again</Link> at any time.
        </p>
      </div>
    );
  }
  return (
    <div>
      <p>
        Stop {what(state.preview.list)} to <strong>{state.preview.email}</strong>?
      </p>
      <Button onClick={() => void stop(state.preview)} disabled={state.sending}>
        {state.sending ? 'Unsubscribing…' : 'Unsubscribe'}
      </Button>
    </div>
  );
}
