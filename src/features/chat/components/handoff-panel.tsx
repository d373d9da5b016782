// "Talk to an agent": the conversation becomes a question for the agents, after the member confirms.
import { Link } from 'wouter';
import { Button } from '../../../components/ui/button';
import { Callout } from '../../../components/ui/callout';

export type HandoffState =
  | { kind: 'closed' }
  | { kind: 'confirm' }
  | { kind: 'sending' }
  | { kind: 'sent'; questionId: string }
  /** Offline: waiting in the outbox, sent once the device is back online. */
  | { kind: 'queued' }
  | { kind: 'failed'; message: string };

interface HandoffPanelProps {
  state: HandoffState;
  online: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function HandoffPanel({ state, online, onConfirm, onCancel }: HandoffPanelProps) {
  if (state.kind === 'closed') return null;
  if (state.kind === 'queued') {
    return (
      <Callout className="chat-handoff">
        <p role="status">
          Saved on this device for our agents. It is sent as soon as you are back online, and their answer
          will show here and in your questions, usually within one business day.
        </p>
      </Callout>
    );
  }
  if (state.kind === 'sent') {
    return (
      <Callout className="chat-handoff">
        <p role="status">
          Sent to our agents as a question. Their answer will show here and in your questions, usually within
          one business day. <Link href={`/dashboard/question/${state.questionId}`}>See your question</Link>
        </p>
      </Callout>
    );
  }
  return (
    <Callout className="chat-handoff">
      <h2 className="chat-handoff__title">Talk to an agent</h2>
      <p>
        We will send this conversation to our licensed agents as a question, with the messages so far. An
        agent answers in writing, usually within one business day.
      </p>
      {state.kind === 'failed' && (
        <p className="chat-composer__error" role="alert">
          {state.message}
        </p>
      )}
      {!online && <p>You are offline: it is kept on this device and sent as soon as you are back online.</p>}
      <div className="chat-handoff__actions">
        <Button onClick={onConfirm} disabled={state.kind === 'sending'}>
          {state.kind === 'sending' ? 'Sending…' : 'Send to an agent'}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </Callout>
  );
}
