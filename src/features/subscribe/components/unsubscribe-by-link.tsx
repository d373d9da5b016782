// Opened from an email's unsubscribe link, logged in or not: shows what the link stops, then stops
// it on a click (the GET changes nothing, so a mail scanner opening the link unsubscribes nobody).
import { useState } from 'react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { Callout } from '@/components/ui/callout';
import { fieldErrorsOf } from '@/lib/api-client';
import { useRemote } from '@/lib/use-remote';
import type { UnsubscribePreview } from '@/shared/subscription-schemas';
import { previewUnsubscribe, unsubscribe } from '../api/subscriptions';
import { READING_LINK } from './unsubscribe-frame';

const FAILED = 'We could not read this link just now. Please try again in a moment.';
const what = (list: UnsubscribePreview['list']) =>
  list === 'updates' ? 'email updates' : 'emails about your questions and requests';

export function UnsubscribeByLink({ token }: { token: string }) {
  const preview = useRemote(token, () => previewUnsubscribe(token));
  const [sending, setSending] = useState(false);
  // A refusal of the click itself; the preview's own failure is read from `preview.error`.
  const [stopFailed, setStopFailed] = useState<string>();

  async function stop() {
    setSending(true);
    try {
      await unsubscribe(token);
      preview.setData((shown) => ({ ...shown, unsubscribed: true }));
    } catch (error) {
      setStopFailed(fieldErrorsOf(error).token ?? FAILED);
    } finally {
      setSending(false);
    }
  }

  const failed =
    stopFailed ??
    (preview.failure !== undefined ? (fieldErrorsOf(preview.error).token ?? FAILED) : undefined);
  if (failed !== undefined) {
    return (
      <Callout tone="warning">
        <p role="alert">{failed}</p>
      </Callout>
    );
  }
  const shown = preview.data;
  if (!shown) return <p role="status">{READING_LINK}</p>;
  if (shown.unsubscribed) {
    return (
      <div role="status">
        <p>
          <strong>You are unsubscribed.</strong> {shown.email} gets no more {what(shown.list)}.
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
        Stop {what(shown.list)} to <strong>{shown.email}</strong>?
      </p>
      <Button onClick={() => void stop()} disabled={sending}>
        {sending ? 'Unsubscribing…' : 'Unsubscribe'}
      </Button>
    </div>
  );
}
