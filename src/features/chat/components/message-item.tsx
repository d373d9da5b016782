import { Link } from 'wouter';
import type { ChatMessage, Suggestion } from '../../../shared/chat-schemas';
import { ReplyBody } from './reply-body';

/** The suggestion the contract marks as the hand-off: in the chat it is a button, not a link. */
export const isHandoff = (suggestion: Suggestion) => suggestion.url === '/dashboard/ask';

interface MessageItemProps {
  message: ChatMessage;
  streaming?: boolean;
  onHandoff?: () => void;
}

const whoSaid = (message: ChatMessage) =>
  message.role === 'user'
    ? 'You'
    : message.role === 'agent'
      ? `${message.author ?? 'Agent'}, agent`
      : 'Assistant';

export function MessageItem({ message, streaming, onHandoff }: MessageItemProps) {
  return (
    <li className={`chat-message chat-message--${message.role}`}>
      <p className="chat-message__who">{whoSaid(message)}</p>
      {message.role === 'user' ? (
        <p className="chat-message__text">{message.text}</p>
      ) : (
        <ReplyBody
          text={message.text || (streaming ? '…' : '')}
          links={message.role === 'assistant' ? 'site-only' : 'site-and-web'}
        />
      )}
      {message.stopped && <p className="chat-message__note">Stopped before the end.</p>}
      {message.citations.length > 0 && (
        <div className="chat-sources">
          <p className="chat-sources__title">More in:</p>
          <ol>
            {message.citations.map((citation) => (
              <li key={citation.url}>
                <Link href={citation.url}>{citation.title}</Link>
              </li>
            ))}
          </ol>
        </div>
      )}
      {!streaming && message.suggestions.length > 0 && (
        <ul className="chat-suggestions" aria-label="Next steps">
          {message.suggestions.map((suggestion) => (
            <li key={suggestion.url + suggestion.label}>
              {isHandoff(suggestion) && onHandoff ? (
                <button type="button" className="button button--secondary" onClick={onHandoff}>
                  {suggestion.label}
                </button>
              ) : (
                <Link className="button button--secondary" href={suggestion.url}>
                  {suggestion.label}
                </Link>
              )}
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
