import Send from 'lucide-react/icons/send';
import Square from 'lucide-react/icons/square';
import type { FormEvent, KeyboardEvent } from 'react';
import { CHAT_MESSAGE_MAX } from '../../../shared/chat-schemas';
import { Button } from '../../../components/ui/button';

interface ComposerProps {
  /** Out of view (the hand-off panel has its place), keeping what was typed. */
  hidden?: boolean;
  /** The note under the box; an empty conversation's introduction already says it. */
  note?: boolean;
  text: string;
  pending: boolean;
  online: boolean;
  /** Offline, the device answers from its guides (decision 264) instead of keeping the message. */
  deviceAnswers?: boolean;
  streaming: boolean;
  error: string | null;
  onText: (text: string) => void;
  onSubmit: (text: string) => void;
  onStop: () => void;
}

export function Composer({
  hidden = false,
  note = true,
  text,
  pending,
  online,
  deviceAnswers = false,
  streaming,
  error,
  onText,
  onSubmit,
  onStop,
}: ComposerProps) {
  // A fixed id: the chat route's skip link leads here (src/shared/route-table.ts).
  const id = 'chat-message';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(text);
  };
  // Enter sends, Shift+Enter starts a new line, as in most chat apps.
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) submit(event);
  };

  return (
    <form className="chat-composer" onSubmit={submit} aria-label="Ask the assistant" hidden={hidden}>
      <label htmlFor={id} className="chat-composer__label">
        Your message
      </label>
      {!online && (
        <p className="chat-composer__status" role="status">
          {pending
            ? 'You are offline. Your message is saved on this device and will be sent when you are back online.'
            : deviceAnswers
              ? 'You are offline, so the assistant answers from the guides on this device.'
              : 'You are offline, so the assistant cannot answer now. A message you send waits on this device.'}
        </p>
      )}
      {error && (
        <p className="chat-composer__error" role="alert">
          {error}
        </p>
      )}
      <div className="chat-composer__row">
        <textarea
          id={id}
          value={text}
          rows={1}
          maxLength={CHAT_MESSAGE_MAX}
          onChange={(event) => onText(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder="Type your question"
        />
        {streaming ? (
          <Button variant="secondary" onClick={onStop}>
            <Square aria-hidden="true" size={18} /> Stop
          </Button>
        ) : (
          <Button type="submit" disabled={!text.trim() || pending}>
            <Send aria-hidden="true" size={18} /> {online || deviceAnswers ? 'Send' : 'Send later'}
          </Button>
        )}
      </div>
      {note && (
        <p className="chat-composer__hint">
          Answers come from our own guides. For a price or a change to your cover, ask an agent.
        </p>
      )}
    </form>
  );
}
