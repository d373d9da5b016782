// The member's saved conversations: a column beside the thread on a wide screen; on a phone, behind
// a button, so the thread keeps the screen and the list adds no Tab stops until it is opened.
import MessageSquarePlus from 'lucide-react/icons/message-square-plus';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import type { ConversationSummary } from '../../../shared/chat-schemas';
import { formatAgencyDateTime } from '@/shared/format-date';
import { Button } from '../../../components/ui/button';

interface ConversationListProps {
  summaries: ConversationSummary[];
  activeId: string | null;
  /** Conversations whose messages this device holds: the ones that open offline. */
  onDevice: Record<string, unknown>;
  online: boolean;
  onOpen: (id: string) => void;
  onNew: () => void;
}

export function ConversationList({
  summaries,
  activeId,
  onDevice,
  online,
  onOpen,
  onNew,
}: ConversationListProps) {
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  // Escape closes the list opened over the thread (a phone) and goes back to its button.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    setOpen(false);
    toggle.current?.focus();
  };
  const choose = (act: () => void) => {
    setOpen(false);
    act();
  };
  return (
    <nav className={open ? 'chat-list chat-list--open' : 'chat-list'} aria-label="Your conversations">
      <div className="chat-list__bar">
        {/* New first: the count, read from the device, then the server, changes the toggle's width. */}
        <Button variant="secondary" onClick={() => choose(onNew)} className="chat-list__new">
          <MessageSquarePlus aria-hidden="true" size={18} />
          <span>
            New<span className="chat-wide-only"> conversation</span>
          </span>
        </Button>
        <button
          type="button"
          ref={toggle}
          className="button button--secondary chat-list__toggle"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen(!open)}
        >
          Conversations ({summaries.length})
        </button>
      </div>
      {/* Escape only: the keys that act are the buttons' own. */}
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions */}
      <div className="chat-list__panel" id={panelId} onKeyDown={onKeyDown}>
        {summaries.length === 0 ? (
          <p className="chat-list__empty">Your conversations will be listed here.</p>
        ) : (
          <ul>
            {summaries.map((summary) => {
              const readable = online || Boolean(onDevice[summary.id]);
              return (
                <li key={summary.id}>
                  <button
                    type="button"
                    className="chat-list__item"
                    aria-current={summary.id === activeId ? 'true' : undefined}
                    disabled={!readable}
                    onClick={() => choose(() => onOpen(summary.id))}
                  >
                    <span className="chat-list__title">{summary.title}</span>
                    <span className="chat-list__meta">
                      {formatAgencyDateTime(summary.updatedAt)}
                      {summary.questionId ? ' · sent to an agent' : ''}
                      {!readable ? ' · not saved on this device' : ''}
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </nav>
  );
}
