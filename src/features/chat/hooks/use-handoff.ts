// "Talk to an agent" for the open conversation: sent at once online; offline it waits in the outbox
// (decision 052) and goes once the device is back online, as a quote request does. Its key is the
// conversation's, so pressing again, or the outbox's retry, still makes one question (the server
// hands a conversation off once).
import { useState } from 'react';
import { sendOrQueue } from '../../../lib/outbox';
import { useOutboxEntry } from '../../../lib/use-outbox-entry';
import type { HandoffResponse } from '../../../shared/chat-schemas';
import { handOff, handoffUrl } from '../api/conversations';
import type { HandoffState } from '../components/handoff-panel';

export const handoffKey = (conversationId: string) => `handoff:${conversationId}`;

const FAILED = 'We could not send it to an agent just now. Try again shortly.';

export function useHandoff(
  activeId: string | null,
  questionId: string | null | undefined,
  onSent: () => void,
) {
  const [state, setState] = useState<HandoffState>({ kind: 'closed' });
  const key = activeId ? handoffKey(activeId) : undefined;
  const waiting = useOutboxEntry<HandoffResponse>(key, {
    onSent: (result) => {
      setState({ kind: 'sent', questionId: result.questionId });
      onSent();
    },
    onRefused: () => setState({ kind: 'failed', message: FAILED }),
  });

  const confirm = async () => {
    if (!activeId || !key) return;
    setState({ kind: 'sending' });
    try {
      const outcome = await sendOrQueue({ kind: 'handoff', url: handoffUrl(activeId) }, {}, key, () =>
        handOff(activeId),
      );
      if (outcome.status === 'queued') {
        waiting.setQueued(true);
        setState({ kind: 'closed' });
        return;
      }
      setState({ kind: 'sent', questionId: outcome.result.questionId });
      onSent();
    } catch {
      setState({ kind: 'failed', message: FAILED });
    }
  };

  const ask = () => setState(questionId ? { kind: 'sent', questionId } : { kind: 'confirm' });
  const close = () => setState({ kind: 'closed' });
  // Waiting in the outbox shows until it is sent, whatever else the panel was doing.
  const shown: HandoffState = waiting.queued ? { kind: 'queued' } : state;
  return { state: shown, ask, confirm, close };
}
