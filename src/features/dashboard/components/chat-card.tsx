// The dashboard's chat card: where the member left off (the last conversation's title) and a box
// that opens the chat with their question in the composer, ready to send.
import MessagesSquare from 'lucide-react/icons/messages-square';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'wouter';
import { Icon } from '../../../components/ui/icon';
import { CHAT_MESSAGE_MAX } from '../../../shared/chat-limits';
import type { ConversationSummary } from '../../../shared/chat-schemas';
import { getChatConversations } from '../api/get-chat-conversations';

export function ChatCard() {
  const [last, setLast] = useState<ConversationSummary | null | undefined>(undefined);
  const [question, setQuestion] = useState('');
  const [, navigate] = useLocation();

  useEffect(() => {
    let alive = true;
    // Offline or failed: the card still offers the box; the chat shows what the device holds.
    getChatConversations().then(
      ({ conversations }) => alive && setLast(conversations[0] ?? null),
      () => alive && setLast(null),
    );
    return () => {
      alive = false;
    };
  }, []);

  const ask = (event: FormEvent) => {
    event.preventDefault();
    const text = question.trim();
    navigate(text ? `/dashboard/chat?ask=${encodeURIComponent(text)}` : '/dashboard/chat');
  };

  return (
    <div className="card chat-card">
      <Icon icon={MessagesSquare} badge />
      <h3>
        <Link href="/dashboard/chat">Chat assistant</Link>
      </h3>
      <p>Answers from our own guides, with links to them, any time. An agent is one tap away.</p>
      {last && (
        <p className="chat-card__last">
          Last chat: <Link href="/dashboard/chat?resume=last">{last.title}</Link>
        </p>
      )}
      <form className="chat-card__ask" onSubmit={ask}>
        <label htmlFor="chat-card-question">Ask the assistant</label>
        <input
          id="chat-card-question"
          className="field__input"
          value={question}
          maxLength={CHAT_MESSAGE_MAX}
          onChange={(event) => setQuestion(event.target.value)}
          placeholder="What is Part B?"
        />
        <button type="submit" className="button button--secondary">
          Ask
        </button>
      </form>
    </div>
  );
}
